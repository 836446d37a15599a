import DesignTokens
import FontValues
import Foundation
import LineBoxAnalysis
import TextSources

// MARK: - Flutter

/// `TextStyle(fontFamily: 'X', fontSize: 17, height: 1.2)` with literal values; the rest is
/// skipped with its line.
enum FlutterScanner {
    /// `pubspec.yaml`'s `flutter: fonts:` list: each family and its assets, each with the
    /// `weight:` (400 when none) and `style: italic` given under it, read line by line as the YAML
    /// Flutter documents it.
    static func pubspecFonts(_ text: String) -> [(family: String, assets: [(path: String, weight: Int, italic: Bool)])]
    {
        var fonts: [(family: String, assets: [(path: String, weight: Int, italic: Bool)])] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmedSpaces()
            let value = { (key: String) in CSSScanner.unquoted(String(trimmed.dropFirst(key.count))) }
            if trimmed.hasPrefix("- family:") {
                fonts.append((value("- family:"), []))
            } else if trimmed.hasPrefix("- asset:"), !fonts.isEmpty {
                fonts[fonts.count - 1].assets.append((value("- asset:"), 400, false))
            } else if trimmed.hasPrefix("weight:"), let weight = Int(value("weight:")), (1...1000).contains(weight),
                let last = fonts.last, !last.assets.isEmpty
            {
                fonts[fonts.count - 1].assets[last.assets.count - 1].weight = weight
            } else if trimmed.hasPrefix("style:"), value("style:") == "italic", let last = fonts.last,
                !last.assets.isEmpty
            {
                fonts[fonts.count - 1].assets[last.assets.count - 1].italic = true
            }
        }
        return fonts.filter { !$0.assets.isEmpty }
    }

    /// Material 3's type scale, the geometry `ThemeData` gives each `TextTheme` slot under the
    /// theme's own values: size, line height as a multiple of it, weight (H: flutter
    /// `typography.dart`, `_M3Typography.englishLike`, `Typography.englishLike2021`).
    static let material3Geometry: [String: (size: Double, height: Double, weight: Int)] = [
        "displayLarge": (57, 1.12, 400), "displayMedium": (45, 1.16, 400), "displaySmall": (36, 1.22, 400),
        "headlineLarge": (32, 1.25, 400), "headlineMedium": (28, 1.29, 400), "headlineSmall": (24, 1.33, 400),
        "titleLarge": (22, 1.27, 400), "titleMedium": (16, 1.50, 500), "titleSmall": (14, 1.43, 500),
        "labelLarge": (14, 1.43, 500), "labelMedium": (12, 1.33, 500), "labelSmall": (11, 1.45, 500),
        "bodyLarge": (16, 1.50, 400), "bodyMedium": (14, 1.43, 400), "bodySmall": (12, 1.33, 400),
    ]

    /// `FontWeight.w600`, `FontWeight.bold`, `FontWeight.normal`: the weight; nil for anything else.
    static func fontWeight(_ text: Substring) -> Int? {
        guard text.hasPrefix("FontWeight.") else { return nil }
        let name = text.dropFirst("FontWeight.".count)
        if name.hasPrefix("w"), let value = Int(name.dropFirst()), (100...900).contains(value) { return value }
        return ["normal": 400, "bold": 700][String(name)]
    }

    /// A variable font's axes a `fontVariations:` list sets, in order: `[FontVariation('wght',
    /// 600)]`, `const <FontVariation>[FontVariation.weight(600), FontVariation.width(75)]` (H: dart:ui
    /// `FontVariation` and its named constructors), one value an axis; nil when any element is not
    /// a literal.
    static func fontVariations(_ text: Substring) -> [AxisValue]? {
        var list = Substring(text.trimmed())
        for prefix in ["const ", "<FontVariation>"] where list.hasPrefix(prefix) {
            list = Substring(list.dropFirst(prefix.count).trimmed())
        }
        guard list.hasPrefix("["), list.hasSuffix("]") else { return nil }
        let inner = String(list.dropFirst().dropLast()) + ")"
        var axes: [AxisValue] = []
        for element in SwiftScanner.call(inner, from: inner.startIndex).arguments {
            let written = element.trimmed()
            guard !written.isEmpty else { continue }
            guard let open = written.firstIndex(of: "("), written.hasSuffix(")") else { return nil }
            let arguments = SwiftScanner.call(written, from: written.index(after: open)).arguments.map {
                Substring($0.trimmed())
            }
            let constructor = written[..<open]
            let tag: String?
            let value: Substring?
            if constructor == "FontVariation", arguments.count == 2 {
                (tag, value) = (SwiftScanner.stringLiteral(arguments[0]), arguments[1])
            } else if constructor.hasPrefix("FontVariation."), arguments.count == 1 {
                tag = namedAxes[String(constructor.dropFirst("FontVariation.".count))]
                value = arguments[0]
            } else {
                return nil
            }
            guard let tag, tag.unicodeScalars.count == 4, tag.unicodeScalars.allSatisfy(\.isASCII),
                let number = value.flatMap({ Double($0) }), number.isFinite, abs(number) < 100_000
            else { return nil }
            // An axis set twice takes its last value, as the engine does.
            axes.removeAll { $0.tag == tag }
            axes.append(AxisValue(tag: tag, value: number))
        }
        return axes
    }

    /// dart:ui's named `FontVariation` constructors and the axis each sets.
    private static let namedAxes = [
        "weight": "wght", "width": "wdth", "slant": "slnt", "italic": "ital", "opticalSize": "opsz",
    ]

    /// Where a Dart file sets Flutter's text scaling itself, by line and what sets it:
    /// `MediaQuery.withNoTextScaling`, `withClampedTextScaling`, a `textScaler:` or
    /// `textScaleFactor:` argument (a Text's, or a `MediaQueryData.copyWith`'s), `TextScaler.linear`
    /// and `TextScaler.noScaling`, in code (not in comments or strings).
    static func textScalingSettings(_ source: SourceText) -> [(line: Int, what: String)] {
        let marks = [
            "withNoTextScaling", "withClampedTextScaling", "textScaler:", "textScaleFactor:", "TextScaler.linear",
            "TextScaler.noScaling",
        ]
        // Comments are blank; a mark in a string is none. One place per line, in line order.
        var found: [Int: String] = [:]
        for mark in marks {
            for range in source.codeRanges(of: mark) {
                let line = source.lines.line(of: range.lowerBound)
                if found[line] == nil { found[line] = mark.hasSuffix(":") ? String(mark.dropLast()) : mark }
            }
        }
        return found.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// The usages of one Dart file read alone (`StyleSyntax.usages(of:)` reads a project's together):
    /// each `TextStyle(...)` that sets a font family, and each `base.copyWith(...)` of a style the
    /// file declares (`static const TextStyle base = TextStyle(...)`, `final base = TextStyle(...)`,
    /// `TextStyle get base => TextStyle(...)`), its arguments over the base's.
    static func usages(_ text: String, file: String) -> [TextUsage] {
        StyleSyntax.flutter.usages(of: [(file, SourceText(text, .dart))]).first ?? []
    }

    /// The name a Dart declaration gives the value at `index`: `name = ` or `name => ` just before
    /// it, on its line (a function's too, `static TextStyle body(BuildContext context) =>`), or the
    /// getter or function whose body returns it (`get name {` or `TextStyle name(...) {` before
    /// `return`, through a `switch` whose only branch is `default:`; a `case`'s return, one of
    /// several, names nothing), read within 400 characters; not a member (`a.name =`).
    static func declaredName(_ text: String, before index: String.Index) -> String? {
        let window = text[(text.index(index, offsetBy: -400, limitedBy: text.startIndex) ?? text.startIndex)..<index]
        let lines = window.split(separator: "\n", omittingEmptySubsequences: false)
        var head = (lines.last ?? "").trimmedSpaces()
        if head == "return" { return returningFunction(window.dropLast(lines.last?.count ?? 0)) }
        if head.hasSuffix("const") { head = String(head.dropLast(5)).trimmedSpaces() }
        if head.hasSuffix("=>") {
            head = String(head.dropLast(2)).trimmedSpaces()
            // A function's parameters: `body(BuildContext context) =>`.
            if head.hasSuffix(")"), let open = head.openingParenthesis(before: head.endIndex, within: 400) {
                return functionName(head[..<open])
            }
        } else if head.hasSuffix("=") {
            head = String(head.dropLast()).trimmedSpaces()
        } else {
            return nil
        }
        let name = String(head.reversed().prefix { $0.isNamePart }.reversed())
        guard !name.isEmpty, head.dropLast(name.count).last != "." else { return nil }
        return name
    }

    /// The getter or function whose body `before` ends in, where it returns at once: `get name {`,
    /// `TextStyle name(BuildContext context) {`, through `switch (...) {` and `default:`.
    private static func returningFunction(_ before: Substring) -> String? {
        var rest = before.trimmed()[...]
        while true {
            if rest.hasSuffix("default:") {
                rest = rest.dropLast(8).trimmed()[...]
                continue
            }
            guard rest.hasSuffix("{") else { return nil }
            rest = rest.dropLast().trimmed()[...]
            if rest.hasSuffix(")") {
                guard let open = rest.openingParenthesis(before: rest.endIndex, within: 400) else { return nil }
                let callee = rest[..<open].trimmed()
                if callee.hasSuffix("switch") {
                    rest = callee.dropLast(6).trimmed()[...]
                    continue
                }
                return functionName(rest[..<open])
            }
            // `static TextStyle get headline1 {`
            let words = rest.split(separator: " ")
            guard words.count >= 2, words[words.count - 2] == "get", let name = words.last,
                name.allSatisfy({ $0.isNamePart })
            else { return nil }
            return String(name)
        }
    }

    /// The name of a function declared with a return type just before its parameters
    /// (`static TextStyle body`, `TextStyle? _style`); nil for a call, a closure or a statement.
    private static func functionName(_ head: Substring) -> String? {
        let trimmed = head.trimmed()
        let name = String(trimmed.reversed().prefix { $0.isNamePart }.reversed())
        let type = trimmed.dropLast(name.count)
        guard !name.isEmpty, !["if", "for", "while", "switch", "catch", "return"].contains(name),
            let separator = type.last, separator == " " || separator == "\n",
            let last = type.trimmed().last, last.isLetter || last.isNumber || last == ">" || last == "?"
        else { return nil }
        let previous = type.trimmed().reversed().prefix { $0.isNamePart }
        return ["return", "await", "new", "else"].contains(String(previous.reversed())) ? nil : name
    }

    /// The usage a TextStyle's named arguments declare; nil when it sets no font family (it keeps
    /// the inherited font).
    static func style(_ arguments: [Substring], file: String, line: Int) -> TextUsage? {
        // A value may stand on the line after its name, as `dart format` writes long arguments.
        func value(_ name: String) -> Substring? {
            arguments.first { $0.hasPrefix(name + ":") }.map {
                Substring($0.dropFirst(name.count + 1).trimmed())
            }
        }
        guard let family = value("fontFamily").map(StyleSyntax.fallback) else { return nil }
        var usage = TextUsage(file: file, line: line, kind: .flutterTextStyle, platform: .flutter)
        let google = GoogleFonts.family(family)
        // google_fonts' `textStyle:` gives the size of a style the call copies: not read.
        let textStyle = value("textStyle") != nil
        guard let name = google ?? SwiftScanner.stringLiteral(family) else {
            usage.skipped = .computed(textStyle ? "textStyle" : "fontFamily or fontSize")
            return usage
        }
        // The weight and slope pick the family's asset (`FlutterScanner.pubspecFonts`).
        usage.askWeight(value("fontWeight"), italic: value("fontStyle") == "FontStyle.italic", parse: fontWeight)
        if let google {
            usage.drawn(byGoogleFonts: google)
        } else {
            usage.font = .name(name)
        }
        if let height = value("height") {
            if let factor = literalNumber(height) {
                usage.lineHeight = .multiplier(factor)
            } else {
                usage.skipped = .computed("height")
            }
        }
        // A variable font's axes (`fontVariations: [FontVariation('wght', 800)]`): the ink is
        // measured at them; where they are not literal, the instance drawn is unknown.
        if let written = value("fontVariations") {
            if let axes = fontVariations(written) {
                usage.axes = axes
            } else {
                usage.skipped = .computed("fontVariations")
            }
        }
        guard let size = value("fontSize").flatMap(literalNumber) else {
            // A family with no size (a base style whose size `copyWith` gives later, a theme slot
            // over Material's type scale) has no point size.
            usage.skipped =
                usage.skipped
                ?? (textStyle
                    ? .computed("textStyle")
                    : value("fontSize") == nil ? .noPointSize : .computed("fontFamily or fontSize"))
            return usage
        }
        usage.pointSize = size
        return usage
    }
}

/// The google_fonts package's styles: `GoogleFonts.lato(fontSize: 14, fontWeight: FontWeight.w700)` is
/// a `TextStyle` of that family, drawn from the app's asset whose name ends in the family and the
/// variant (`Lato-Bold.ttf` or `.otf`) when one is bundled, else fetched at runtime (H: the package's
/// `googleFontsTextStyle`, `_findFamilyWithVariantAssetPath`, `GoogleFontsVariant.toApiFilenamePart`).
/// A style is read as a `TextStyle(...)` whose `fontFamily` argument is the call (`implied`); the
/// asset is looked for by its file name among the project's fonts and `--fonts`, and a usage whose
/// variant no file holds is unresolved with that name (the package would fetch it).
enum GoogleFonts {
    static let prefix = "GoogleFonts."

    /// A family of the package: its name (`IBMPlexSans` for the method `ibmPlexSans`) and its
    /// variants in the package's order.
    struct Family: Sendable {
        var name: String
        var variants: [FontWeight]
    }

    /// The package's families by method name, read from `variantTable` (GoogleFontsVariants.swift).
    static let families: [Substring: Family] = {
        var read: [Substring: Family] = [:]
        for entry in variantTable.split(whereSeparator: \.isBlank) {
            let parts = entry.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, let method = parts[0].split(separator: "=").first, let first = method.first
            else { continue }
            let name = parts[0].split(separator: "=").dropFirst().first.map(String.init)
            let variants = parts[1].split(separator: ",").compactMap { variant in
                Int(variant.prefix(1)).map { FontWeight(value: $0 * 100, italic: variant.hasSuffix("i")) }
            }
            read[method] = Family(name: name ?? first.uppercased() + method.dropFirst(), variants: variants)
        }
        return read
    }()

    /// Each family's variants by the family's name.
    static let variantsByFamily: [String: [FontWeight]] = Dictionary(
        families.values.map { ($0.name, $0.variants) }, uniquingKeysWith: { first, _ in first })

    /// The family a method draws: the package's name for it, else the method's name with its
    /// first letter capitalised (a method of a release after the pinned ones).
    static func familyName(method: Substring) -> String {
        guard let first = method.first else { return "" }
        return families[method]?.name ?? first.uppercased() + method.dropFirst()
    }

    /// The variant the package draws for an asked weight and slope (400 upright when none): the
    /// family's variant of the least score, the weights' distance in hundreds plus 2 for the other
    /// slope, the first of equals (H: google_fonts `_closestMatch`, `_computeMatch`). Nil for a
    /// family the pinned releases do not have.
    static func drawnVariant(of family: String, asked: FontWeight?) -> FontWeight? {
        guard let variants = variantsByFamily[family] else { return nil }
        let wanted = asked ?? FontWeight(value: 400)
        func score(_ variant: FontWeight) -> Int {
            abs(variant.value / 100 - wanted.value / 100) + (variant.italic == wanted.italic ? 0 : 2)
        }
        var best: (variant: FontWeight, score: Int)?
        for variant in variants where best.map({ score(variant) < $0.score }) ?? true {
            best = (variant, score(variant))
        }
        return best?.variant
    }

    /// The family of a call `GoogleFonts.name(` that starts `written`, and the length of the
    /// call's head up to its `(`: a style of one family (not `nameTextTheme(`, not `config`). The
    /// family of `GoogleFonts.getFont('Open Sans', ...)` is its first argument, a literal, its
    /// spaces dropped as the package's asset names drop them (H: google_fonts `getFont`, `asMap`
    /// keyed by the family's name; `GoogleFontsFamilyWithVariant.toApiFilenamePrefix`); one given
    /// as a value (`getFont(font)`, chosen at run time) is the empty name, which no asset has: the
    /// style's family is computed.
    static func call(_ written: Substring) -> (family: String, head: Int)? {
        guard written.hasPrefix(prefix) else { return nil }
        let method = written.dropFirst(prefix.count).prefix { $0.isNamePart }
        guard let first = method.first, first.isLowercase, !method.hasSuffix("TextTheme"), method != "config",
            written.dropFirst(prefix.count + method.count).first == "("
        else { return nil }
        let head = prefix.count + method.count + 1
        guard method == "getFont" else { return (familyName(method: method), head) }
        let argument = written.dropFirst(head).prefix(200).prefix { $0 != "," && $0 != ")" }
        let family = SwiftScanner.stringLiteral(Substring(argument.trimmed())) ?? ""
        return (family.filter { $0 != " " }, head)
    }

    /// The family of a text theme `GoogleFonts.latoTextTheme(` that starts `written` (`Lato`): each
    /// slot in that family, the font of the slot's own weight (H: google_fonts `themeBuilder`, a
    /// `googleFontsTextStyle` of each slot of the theme it is given).
    static func textTheme(_ written: Substring) -> String? {
        guard written.hasPrefix(prefix) else { return nil }
        let method = written.dropFirst(prefix.count).prefix { $0.isNamePart }
        guard let first = method.first, first.isLowercase, method.hasSuffix("TextTheme"), method.count > 9,
            written.dropFirst(prefix.count + method.count).first == "("
        else { return nil }
        return familyName(method: method.dropLast(9))
    }

    /// The slots a `.copyWith(...)` of the google_fonts text theme that starts `code` sets to a
    /// `TextStyle(...)` naming no family (`GoogleFonts.interTextTheme().copyWith(bodyMedium:
    /// TextStyle(fontSize: 16))`): `TextTheme.copyWith` replaces a slot, so those are in the
    /// platform's family, not the package's (H: flutter `text_theme.dart`, `copyWith`).
    static func replacedSlots(_ code: Substring) -> Set<String> {
        guard let start = code.firstBytes(of: prefix), let copy = themeCopy(at: start.lowerBound, in: code.base)
        else { return [] }
        return Set(
            copy.arguments.compactMap { argument in
                let value = argument.drop { $0 != ":" }.dropFirst().trimmed()
                let style = value.hasPrefix("const ") ? value.dropFirst(6).trimmed() : value
                guard style.hasPrefix("TextStyle("), !style.containsBytes("fontFamily") else { return nil }
                return StyleSyntax.argumentName(argument.drop(while: \.isBlank))
            })
    }

    /// The `.copyWith(...)` of a google_fonts text theme `GoogleFonts.xTextTheme(...)` that starts
    /// at `start`: its arguments and where they are; nil for anything else.
    static func themeCopy(at start: String.Index, in text: String) -> (
        range: Range<String.Index>, arguments: [Substring]
    )? {
        guard textTheme(text[start...]) != nil, let open = text[start...].prefix(200).firstIndex(of: "("),
            let end = SwiftScanner.call(text, from: text.index(after: open), limit: 20_000).end
        else { return nil }
        let rest = text[end...].prefix(20_000).drop(while: \.isBlank)
        guard rest.hasPrefix(".copyWith(") else { return nil }
        let call = SwiftScanner.call(text, from: rest.dropFirst(10).startIndex, limit: 20_000)
        return (rest.startIndex..<(call.end ?? rest.endIndex), call.arguments)
    }

    /// Where a file's google_fonts text themes are copied (`themeCopy`): a `TextStyle(...)` there
    /// replaces a slot, and takes no theme's family (`GoogleFonts.replacedSlots`).
    static func themeCopies(in source: SourceText) -> [Range<String.Index>] {
        source.codeRanges(of: prefix).compactMap { themeCopy(at: $0.lowerBound, in: source.text)?.range }
    }

    /// The argument a call implies, for `TextStyle`'s reading: `fontFamily: GoogleFonts.Lato`.
    static func implied(_ family: String) -> Substring { "fontFamily: \(prefix)\(family)" }

    /// The family name a call's style gives (`GoogleFonts.openSans().fontFamily`, as `ThemeData(fontFamily:
    /// ...)` and `TextStyle(fontFamily: ...)` take it): the family of the one variant the call
    /// asks for, `OpenSans_regular`, `OpenSans_700italic` (H: google_fonts
    /// `GoogleFontsFamilyWithVariant.toString`, `GoogleFontsVariant.toString`: the package loads
    /// that variant's font alone under that name). Nil unless the arguments are literal (none,
    /// `fontWeight:`, `fontStyle:`, sizes and colours ignored).
    static func variantFamily(_ written: Substring) -> String? {
        var text = Substring(written.trimmed())
        if text.last == "!" { text = text.dropLast() }
        guard text.hasSuffix(").fontFamily"), let (family, head) = call(text), !family.isEmpty else { return nil }
        let arguments = text.dropFirst(head).dropLast(").fontFamily".count)
        guard !arguments.contains("("), !arguments.contains(")") else { return nil }
        var asked = FontWeight(value: 400)
        for argument in arguments.split(separator: ",") {
            let parts = argument.split(separator: ":", maxSplits: 1).map { Substring($0.trimmed()) }
            guard parts.count == 2 else { continue }
            switch parts[0] {
            case "fontWeight":
                guard let value = FlutterScanner.fontWeight(parts[1]) else { return nil }
                asked.value = value
            case "fontStyle":
                guard parts[1] == "FontStyle.italic" || parts[1] == "FontStyle.normal" else { return nil }
                asked.italic = parts[1] == "FontStyle.italic"
            default: continue
            }
        }
        // The name is the variant drawn, not the one asked (`GoogleFontsFamilyWithVariant` of the match).
        let drawn = drawnVariant(of: family, asked: asked) ?? asked
        let variant =
            drawn.value == 400
            ? (drawn.italic ? "italic" : "regular") : "\(drawn.value)" + (drawn.italic ? "italic" : "")
        return "\(family)_\(variant)"
    }

    /// The family and the weight of a variant's family name (`OpenSans_700italic`: OpenSans, 700
    /// italic); nil for any other name.
    static func variant(ofFamily name: String) -> (family: String, weight: FontWeight)? {
        guard let underscore = name.lastIndex(of: "_") else { return nil }
        let family = name[..<underscore]
        var variant = name[name.index(after: underscore)...]
        guard !family.isEmpty, family.allSatisfy({ $0.isLetter || $0.isNumber }) else { return nil }
        let italic = variant.hasSuffix("italic")
        if italic { variant = variant.dropLast("italic".count) }
        let weight: Int
        switch variant {
        case "regular" where !italic, "" where italic: weight = 400
        default:
            guard let value = Int(variant), (1...9).contains(value / 100), value % 100 == 0 else { return nil }
            weight = value
        }
        return (String(family), FontWeight(value: weight, italic: italic))
    }

    /// The family an implied argument's value names (`GoogleFonts.Lato`), nil for any other value
    /// (`GoogleFonts.lato().fontFamily`, the name of one variant's family: `variantFamily`).
    static func family(_ value: Substring) -> String? {
        let name = value.dropFirst(prefix.count)
        guard value.hasPrefix(prefix), !name.isEmpty, name.allSatisfy({ $0.isNamePart })
        else { return nil }
        return String(name)
    }

    /// The asset's name without its extension for a weight: `Lato-BoldItalic`, `Lato-Regular`,
    /// `Lato-Italic` (the weight rounded to Flutter's nine, as `FontWeight` holds them).
    static func fileName(_ family: String, weight: FontWeight?) -> String {
        let names = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]
        let value = weight?.value ?? 400
        let part = names[min(max((value + 50) / 100, 1), 9) - 1]
        guard weight?.italic == true else { return "\(family)-\(part)" }
        return "\(family)-" + (part == "Regular" ? "Italic" : part + "Italic")
    }
}

extension TextUsage {
    /// A usage of google_fonts' `family`: the asset of the variant the package draws for the
    /// usage's weight, which says when that is not the weight asked (`drawnVariant`).
    mutating func drawn(byGoogleFonts family: String) {
        let drawn = GoogleFonts.drawnVariant(of: family, asked: weight) ?? weight
        font = .fileNamed(GoogleFonts.fileName(family, weight: drawn), family: family)
        guard let drawn, drawn != weight ?? FontWeight(value: 400) else { return }
        func described(_ weight: FontWeight) -> String { "\(weight.value)" + (weight.italic ? " italic" : "") }
        addNote(
            "google_fonts draws \(family) at \(described(weight ?? FontWeight(value: 400))) from its \(described(drawn))"
                + " variant, the closest the package has")
    }

    /// A usage in google_fonts' family of one variant (`OpenSans_regular`, `variant(ofFamily:)`):
    /// the package loads that variant's font alone under that name, so a style's other weight is
    /// drawn from it, as the usage says (U: whether Flutter emboldens it).
    mutating func drawn(from variant: (family: String, weight: FontWeight), named name: String) {
        font = .fileNamed(GoogleFonts.fileName(variant.family, weight: variant.weight), family: variant.family)
        guard let asked = weight, asked != variant.weight else { return }
        addNote(
            "\(name) holds one font (google_fonts' variant family): weight \(asked.value)"
                + (asked.italic ? " italic" : "") + " is drawn from it")
    }
}

/// Flutter's `ThemeData(fontFamily: 'X')`: the family the theme gives its text theme
/// (`textTheme.apply(fontFamily:)`) and so the `DefaultTextStyle` a `Material` sets (its
/// `bodyMedium`), which a `TextStyle` that inherits (the default) and sets no family of its own
/// takes (H: flutter `theme_data.dart`, `material.dart`, `text_style.dart` `inherit`). A use takes
/// the family of the `ThemeData` nearest it by folder; themes equally near that name different
/// families give it none.
struct ThemeFamily: Sendable {
    var file: String
    var line: Int
    /// The `fontFamily:` value as written (a string literal or a name the project declares as
    /// one), or the one its `typography:` or `textTheme:` applies (`base.apply(fontFamily: X)`);
    /// nil when the theme sets none.
    var written: Substring?
    /// The project function that makes its `typography:` or `textTheme:` (`zulipTypography(context)`),
    /// or the variable that holds it (`lightTextTheme`, `declaredValue`), whose `.apply(fontFamily:)`
    /// calls or google_fonts text theme give the family where `written` is nil.
    var appliedBy: String?
    /// The theme says `useMaterial3: false`: its components style their text as Material 2's do.
    var material2 = false
    /// The slots a google_fonts text theme it is given replaces with styles of the platform's
    /// family (`GoogleFonts.replacedSlots`).
    var replaced: Set<String> = []

    /// The family a file's styles take, as the argument a style would write (nil where the
    /// `ThemeData` names one that is not a literal here), and where it is set.
    struct Ambient {
        var argument: Substring?
        var place: String
        /// The theme's slots in the platform's family: a google_fonts text theme's that its
        /// `.copyWith(...)` replaces (`GoogleFonts.replacedSlots`).
        var replaced: Set<String> = []
    }

    /// Each `ThemeData(...)` of a Dart file, with its `fontFamily:` and `useMaterial3: false`, and
    /// each google_fonts text theme given as one (`theme.copyWith(textTheme:
    /// GoogleFonts.latoTextTheme(theme.textTheme))`, `ThemeData(textTheme: GoogleFonts.latoTextTheme())`).
    static func themes(in source: SourceText, file: String) -> [ThemeFamily] {
        let text = source.text
        let google = source.codeRanges(of: "textTheme: " + GoogleFonts.prefix).compactMap {
            found -> (at: String.Index, theme: ThemeFamily)? in
            let written = text[text.index(found.upperBound, offsetBy: -GoogleFonts.prefix.count)...]
            return GoogleFonts.textTheme(written).map {
                let line = source.lines.line(of: found.lowerBound)
                var theme = ThemeFamily(file: file, line: line, written: "\(GoogleFonts.prefix)\($0)")
                theme.replaced = GoogleFonts.replacedSlots(written)
                return (found.lowerBound, theme)
            }
        }
        // A ThemeData's own `fontFamily:` is applied over its `textTheme:` (H: flutter
        // `theme_data.dart`, `textTheme.apply(fontFamily:)`): a text theme given beside one is not its family.
        var withFamily: [Range<String.Index>] = []
        var searched = 0  // parameters looked for: a file's first hundred themes (an app has a few)
        let literal = source.codeRanges(of: "ThemeData(").compactMap { call -> ThemeFamily? in
            // `CupertinoThemeData(` and the like are other calls.
            if let previous = text[..<call.lowerBound].last, previous.isLetter || previous.isNumber { return nil }
            func value(_ name: String, in arguments: [Substring]) -> Substring? {
                guard let argument = arguments.first(where: { StyleSyntax.argumentName($0) == name }) else {
                    return nil
                }
                let value = argument.dropFirst(name.count).drop { $0 == " " }
                guard value.first == ":" else { return nil }
                return Substring(value.dropFirst().trimmed())
            }
            let (arguments, end) = SwiftScanner.call(text, from: call.upperBound, limit: 20_000)
            var theme = ThemeFamily(
                file: file, line: source.lines.line(of: call.lowerBound),
                written: value("fontFamily", in: arguments),
                material2: value("useMaterial3", in: arguments) == "false")
            if theme.written != nil, let end { withFamily.append(call.upperBound..<end) }
            // A parameter of the function that makes the theme: its default (`ThemeData getLightTheme({String?
            // fontFamily = rubik})`), the app taken to call it without one (U).
            if let written = theme.written, searched < 100 {
                searched += 1
                if let given = parameterDefault(written, before: call.lowerBound, in: text) {
                    theme.written = given
                }
            }
            if theme.written == nil,
                var made = value("typography", in: arguments) ?? value("textTheme", in: arguments),
                !made.hasPrefix(GoogleFonts.prefix)  // a google_fonts text theme here is one of `google`
            {
                // A local the function made it in first (`final textTheme = buildTextTheme();`).
                if searched < 100, let local = localValue(made, before: call.lowerBound, in: text) {
                    searched += 1
                    made = local
                }
                theme.written = appliedFamily(made)
                theme.replaced = GoogleFonts.replacedSlots(made)
                // A call of a project function (`buildTextTheme()`), or a variable a file declares at
                // its top level (`textTheme: lightTextTheme`) or as a static member (`AppTheme.lightTextTheme`).
                let name = made.prefix { $0.isNamePart }
                let parts = made.split(separator: ".", omittingEmptySubsequences: false)
                if theme.written == nil, !name.isEmpty, made.dropFirst(name.count).first == "(" {
                    theme.appliedBy = String(name)
                } else if theme.written == nil, parts.count <= 2, let last = parts.last,
                    parts.allSatisfy({ part in
                        !part.isEmpty && part.allSatisfy { $0.isNamePart }
                    })
                {
                    theme.appliedBy = String(last)
                }
            }
            return theme
        }
        return google.filter { found in !withFamily.contains { $0.contains(found.at) } }.map(\.theme) + literal
    }

    /// The default of the parameter `name` of the function whose body `index` is in, within 3,000
    /// characters before it (`{String? fontFamily = rubik}`); nil for anything else.
    static func parameterDefault(_ name: Substring, before index: String.Index, in text: String) -> Substring? {
        guard let first = name.first, first.isLetter || first == "_",
            name.allSatisfy({ $0.isNamePart })
        else { return nil }
        let window = text[(text.index(index, offsetBy: -3_000, limitedBy: text.startIndex) ?? text.startIndex)..<index]
        guard let found = window.range(of: " \(name) = ", options: .backwards) else { return nil }
        // A parameter list's entry: a type before it, its value up to `,` `}` or `]`, then the body.
        let type = window[..<found.lowerBound].reversed().prefix { !$0.isBlank && $0 != "{" && $0 != "[" }
        let value = window[found.upperBound...].prefix { $0 != "," && $0 != "}" && $0 != "]" && $0 != "\n" }
        let after = window[value.endIndex...].drop { $0 == "," || $0.isBlank }
        guard let last = type.first, last.isLetter || last == "?" || last == ">",
            after.hasPrefix("})") || after.hasPrefix("])"), !value.isEmpty
        else { return nil }
        return Substring(value.trimmed())
    }

    /// The value of the local `name` the function `index` is in declares, within 3,000 characters
    /// before it (`final textTheme = buildTextTheme();`); nil for anything but a plain name.
    static func localValue(_ name: Substring, before index: String.Index, in text: String) -> Substring? {
        guard let first = name.first, first.isLetter || first == "_",
            name.allSatisfy({ $0.isNamePart })
        else { return nil }
        let window = text[(text.index(index, offsetBy: -3_000, limitedBy: text.startIndex) ?? text.startIndex)..<index]
        guard let found = window.range(of: " \(name) = ", options: .backwards),
            let head = window[..<found.lowerBound].split(separator: "\n").last?.split(separator: " "),
            !head.isEmpty, head.allSatisfy(declarationHeads.contains)
        else { return nil }
        let value = window[found.upperBound...].prefix { $0 != ";" }
        return value.isEmpty ? nil : Substring(value.trimmed())
    }

    /// What may stand before a text theme's name where it is declared: `final`, `var`, its type.
    static let declarationHeads: Set<Substring> = [
        "final", "var", "late", "const", "TextTheme", "TextTheme?", "Typography",
    ]

    /// The value a Dart file's top-level variable `name` is declared with (`final TextTheme
    /// lightTextTheme = GoogleFonts.poppinsTextTheme(...);`, at the start of a line), or a class's
    /// static member (`static final TextTheme lightTextTheme = ...;`, indented; not a function's
    /// local), in code, up to 20,000 characters; nil when it declares none.
    static func declaredValue(_ name: String, in source: SourceText) -> Substring? {
        let text = source.text
        // `= value`, the value on that line or the next.
        for found in source.codeRanges(of: " \(name) =")
        where found.upperBound < text.endIndex && text[found.upperBound].isBlank {
            let start = text[..<found.lowerBound].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
            let head = text[start..<found.lowerBound].split(whereSeparator: \.isBlank)
            let indented = text[start] == " " || text[start] == "\t"
            guard let first = head.first, indented == (first == "static"),
                head.dropFirst(indented ? 1 : 0).allSatisfy(declarationHeads.contains)
            else { continue }
            let value = text[found.upperBound...].prefix(20_000).prefix { $0 != ";" }.trimmed()
            return value.isEmpty ? nil : Substring(value)
        }
        return nil
    }

    /// The one family the `.apply(...)` calls in `code` give as `fontFamily:` (`typography.black.apply(
    /// fontFamily: kFamily)`), or the google_fonts text themes it makes (`GoogleFonts.latoTextTheme()`,
    /// as `GoogleFonts.Lato`); nil when none does, or they differ.
    static func appliedFamily(_ code: Substring) -> Substring? {
        var families: Set<Substring> = []
        var start = code.startIndex
        while let found = code.firstBytes(of: GoogleFonts.prefix, from: start) {
            start = found.upperBound
            if let family = GoogleFonts.textTheme(code[found.lowerBound...]) {
                families.insert(Substring(GoogleFonts.prefix + family))
            }
        }
        start = code.startIndex
        while let found = code.firstBytes(of: ".apply(", from: start) {
            start = found.upperBound
            for argument in SwiftScanner.callArguments(code.base, from: found.upperBound, limit: 2_000)
            where StyleSyntax.argumentName(argument.drop(while: \.isBlank)) == "fontFamily" {
                let value = argument.drop { $0 != ":" }.dropFirst()
                families.insert(Substring(value.trimmed()))
            }
        }
        return families.count == 1 ? families.first : nil
    }

    /// The body of the function `name` a Dart file declares (`Typography name(BuildContext c) {...}`,
    /// `=> ...;`), in code; nil when it declares none.
    static func functionBody(_ name: String, in source: SourceText) -> Substring? {
        let text = source.text
        for found in source.codeRanges(of: name + "(") {
            // A declaration: a type's name before it, not a call (`= name(`, `.name(`).
            let before = text[..<found.lowerBound]
            guard before.last == " ",
                let previous = before.dropLast().last,
                previous.isLetter || previous.isNumber || previous == ">"
                    || previous == "?"
            else { continue }
            guard let close = SwiftScanner.call(text, from: found.upperBound).end else { continue }
            let rest = text[close...].drop(while: \.isBlank)
            if rest.hasPrefix("=>") { return rest.prefix(20_000).prefix { $0 != ";" } }
            guard rest.first == "{" else { continue }
            var depth = 0
            for index in rest.indices.prefix(200_000) {
                if rest[index] == "{" { depth += 1 }
                if rest[index] == "}" {
                    depth -= 1
                    if depth == 0 { return rest[...index] }
                }
            }
        }
        return nil
    }

    /// The files of `files` whose nearest themes (by folder) all say `useMaterial3: false`. A
    /// theme that does not say is Material 3's, Flutter's default since 3.16 (H: flutter
    /// `theme_data.dart`, `useMaterial3`; that the app is built with 3.16 or later is assumed, U).
    static func material2(_ themes: [ThemeFamily], files: [String]) -> Set<String> {
        guard themes.contains(where: \.material2) else { return [] }
        return Set(
            AppScan.nearestItems(themes, file: \.file, to: files).filter { $0.value.allSatisfy(\.material2) }.keys)
    }

    /// The family each of `files` takes: the nearest themes' (by folder, of the packages it reaches),
    /// when they agree.
    static func ambient(
        _ themes: [ThemeFamily], files: [(file: String, source: SourceText)], project: StyleProject,
        packages: DartPackages
    ) -> [String: Ambient] {
        // A theme whose typography a project function makes: the family that function's body
        // applies, its name read in that function's file.
        // A theme that names a family not known here (a run-time value) is as near as any: with
        // others that name one it gives its files none, alone a family not known here.
        // One that names no family is not counted.
        typealias Named = (file: String, argument: String?, place: String, replaced: Set<String>)
        // What each function or variable name makes, looked for once (a hundred names at most:
        // each is searched for in every file, and an app has a few themes).
        var made: [String: (code: Substring, file: String)?] = [:]
        func making(_ name: String) -> (code: Substring, file: String)? {
            if let known = made[name] { return known }
            guard made.count < 100 else { return nil }
            let found = files.lazy.filter { $0.source.text.containsBytes(name) }.compactMap { file, source in
                (functionBody(name, in: source) ?? declaredValue(name, in: source)).map { (code: $0, file: file) }
            }.first { appliedFamily($0.code) != nil }
            made[name] = .some(found)
            return found
        }
        let families = themes.compactMap { theme -> Named? in
            var written = theme.written.map { (value: $0, file: theme.file) }
            var replaced = theme.replaced
            if written == nil, let name = theme.appliedBy, let (code, file) = making(name) {
                written = appliedFamily(code).map { (value: $0, file: file) }
                replaced = GoogleFonts.replacedSlots(code)
            }
            let place = "\(theme.file):\(theme.line)"
            // A theme whose typography a function makes without applying a family names none, nor
            // does one whose `bodyMedium`, the `DefaultTextStyle` a `Material` sets, is replaced.
            guard let written, !replaced.contains("bodyMedium") else { return nil }
            // A google_fonts family is written as the call implies it (`GoogleFonts.Lato`).
            if GoogleFonts.family(written.value) != nil {
                return (theme.file, "fontFamily: \(written.value)", place, replaced)
            }
            guard case (.string(let family), _)? = project.literal(written.value, in: written.file, type: nil),
                !family.contains("'"), !family.contains("\\")
            else { return (theme.file, nil, place, replaced) }
            return (theme.file, "fontFamily: '\(family)'", place, replaced)
        }
        // The nearest among those of the packages a file reaches (`DartPackages`).
        return packages.nearest(Array(Set(families.map(\.file))), to: files.map(\.file)).compactMapValues {
            let nearest = Set($0)
            let named = families.filter { nearest.contains($0.file) }
            guard let first = named.first, named.allSatisfy({ $0.argument == first.argument }) else { return nil }
            return Ambient(
                argument: first.argument.map { Substring($0) }, place: first.place,
                replaced: named.reduce(into: []) { $0.formUnion($1.replaced) })
        }
    }
}
