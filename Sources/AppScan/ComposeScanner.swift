import DesignTokens
import FontValues
import Foundation
import LineBoxAnalysis
import TextSources

// MARK: - Jetpack Compose

/// Compose in Kotlin: `TextStyle(fontFamily = Brand, fontSize = 17.sp, lineHeight = 22.sp,
/// letterSpacing = 0.5.sp, platformStyle = PlatformTextStyle(includeFontPadding = false))` with
/// literal values, its family a `FontFamily(Font(R.font.x, ...))` the project defines (`val Brand =
/// FontFamily(...)`, in any of its Kotlin files). Checked on `--platform compose`; anything
/// computed is skipped with its line.
enum ComposeScanner {
    /// `val Name = FontFamily(Font(R.font.x, FontWeight.Bold), ...)`, or a getter `val Name: FontFamily
    /// get() = FontFamily(...)`: each family's shipped fonts with their weights and slopes. Compose
    /// Multiplatform's generated resources (`Font(Res.font.x)`, any accessor object) are read as `R.font.x`.
    static func families(_ source: SourceText) -> [String: ShippedFamily] {
        let text = source.text
        var families: [String: ShippedFamily] = [:]
        let googleFonts = Self.googleFonts(source)
        let fonts = Self.namedFonts(source)
        var start = text.startIndex
        var functions: [String] = []
        while let found = source.firstCode(of: "FontFamily(", from: start) {
            start = found.upperBound
            // `fun robotoFamily() = FontFamily(...)` is named as it is called: `robotoFamily()`.
            let function = declaredFunction(text, before: found.lowerBound)
            guard
                let name = declaredName(text, before: found.lowerBound) ?? function.map({ $0 + "()" })
                    ?? branchedName(text, call: found)
            else { continue }
            if let function { functions.append(function) }
            // A font named in the file (`val regular = Font(R.font.x)`, `FontFamily(regular, bold)`) is that font.
            let arguments = SwiftScanner.callArguments(text, from: found.upperBound).map { argument in
                fonts[argument.trimmed()] ?? argument
            }
            families[name] = family(arguments, googleFonts: googleFonts)
        }
        // A name for a platform family: `val Brand = FontFamily.SansSerif`, with nothing after it.
        for found in source.codeRanges(of: "FontFamily.") {
            let member = text[found.upperBound...].prefix { $0.isNamePart }
            let rest = text[member.endIndex...].drop { $0 == " " || $0 == "\t" }
            let constant = "FontFamily." + member
            guard PlatformFamily.android(constant) != nil,
                rest.isEmpty || rest.first?.isNewline == true
                    || rest.hasPrefix(";") || rest.hasPrefix("//"),
                let name = declaredName(text, before: found.lowerBound), families[name] == nil
            else { continue }
            families[name] = .platform(constant)
        }
        // A name the file gives such a function's family: `val robotoFamily = getRobotoFamily()`.
        for function in functions {
            for call in source.codeRanges(of: function + "()") {
                guard let alias = declaredName(text, before: call.lowerBound), families[alias] == nil else { continue }
                families[alias] = families[function + "()"]
            }
        }
        return families
    }

    /// The `val` a family made in a block is, where its other branches give only the platform's
    /// families: `val Brand = try { FontFamily(...) } catch (e: Exception) { FontFamily.Default }`
    /// (making a FontFamily loads no font, so nothing there throws: H, compose-ui `FontFamily(vararg
    /// fonts)` keeps the list, fonts load at layout), `val Brand: FontFamily by lazy { if (isTesting)
    /// FontFamily.SansSerif else try { FontFamily(...) } catch ... }` (U: a test's fallback is not what
    /// the app draws). Nil where anything else stands around the call, another family above all.
    private static func branchedName(_ text: String, call: Range<String.Index>) -> String? {
        let window = text[
            (text.index(call.lowerBound, offsetBy: -400, limitedBy: text.startIndex) ?? text.startIndex)..<call
                .lowerBound]
        guard let declaration = window.range(of: "val ", options: .backwards),
            window[..<declaration.lowerBound].last.map({ !$0.isNamePart }) ?? true
        else { return nil }
        let name = window[declaration.upperBound...].prefix { $0.isNamePart }
        var head = window[name.endIndex...].drop(while: \.isBlank)
        if head.hasPrefix(":") { head = head.dropFirst().drop(while: \.isBlank).dropFirst("FontFamily".count) }
        head = head.drop(while: \.isBlank)
        if head.hasPrefix("=") {
            head = head.dropFirst()
        } else if head.hasPrefix("by lazy") {
            head = head.dropFirst("by lazy".count)
        } else {
            return nil
        }
        guard !name.isEmpty, head.contains("{"), skippingFallbacks(head).isEmpty,
            let end = SwiftScanner.call(text, from: call.upperBound, limit: 4_000).end,
            !skippingFallbacks(text[end...].prefix(400)).hasPrefix("FontFamily(")
        else { return nil }
        return String(name)
    }

    /// What follows the blocks, branches and platform families at the start of `code` (`{`, `}`,
    /// `try`, `else`, `if (...)`, `catch (...)`, `FontFamily.SansSerif`).
    private static func skippingFallbacks(_ code: Substring) -> Substring {
        var rest = code
        while let first = rest.first {
            if first.isBlank || first == "{" || first == "}" {
                rest = rest.dropFirst()
                continue
            }
            let word = rest.prefix { $0.isNamePart || $0 == "." }
            if word == "try" || word == "else" || PlatformFamily.android(String(word)) != nil {
                rest = rest.dropFirst(word.count)
            } else if word == "if" || word == "catch" {
                let condition = rest.dropFirst(word.count).drop(while: \.isBlank)
                guard condition.first == "(", let close = condition.firstIndex(of: ")"),
                    !condition[..<close].contains("{")
                else { return rest }
                rest = condition[close...].dropFirst()
            } else {
                return rest
            }
        }
        return rest
    }

    /// The function a call at `index` is the body of: `fun name() = ` or `fun name(): FontFamily = `
    /// on its line, with no parameters.
    static func declaredFunction(_ text: String, before index: String.Index) -> String? {
        guard text[..<index].reversed().drop(while: \.isBlank).first == "=" else { return nil }
        let line =
            text[(text.index(index, offsetBy: -200, limitedBy: text.startIndex) ?? text.startIndex)..<index]
            .split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
        guard let fun = line.range(of: "fun ") else { return nil }
        let rest = line[fun.upperBound...]
        let name = rest.prefix { $0.isNamePart }
        let after = rest.dropFirst(name.count)
        guard !name.isEmpty, after.hasPrefix("()") else { return nil }
        let tail = after.dropFirst(2).trimmedSpaces()
        guard tail == "=" || (tail.hasPrefix(":") && tail.hasSuffix("=")) else { return nil }
        return String(name)
    }

    /// `val regular = Font(R.font.x, FontWeight.Normal)`: each `Font(...)` a file names, by its name.
    private static func namedFonts(_ source: SourceText) -> [String: Substring] {
        let text = source.text
        var fonts: [String: Substring] = [:]
        for found in source.codeRanges(of: "Font(") {
            // `FontFamily(`, `GoogleFont(` and other names ending in Font are other calls.
            if let previous = text[..<found.lowerBound].last, previous.isLetter || previous.isNumber || previous == "_"
            {
                continue
            }
            guard let name = declaredName(text, before: found.lowerBound),
                let end = SwiftScanner.call(text, from: found.upperBound).end
            else { continue }
            fonts[name] = text[found.lowerBound..<end]
        }
        return fonts
    }

    /// `val InterFont = GoogleFont("Inter")`, `GoogleFont(name = "Inter", bestEffort = true)`: the
    /// family each names, by the name of its `val`.
    static func googleFonts(_ source: SourceText) -> [String: String] {
        let text = source.text
        var fonts: [String: String] = [:]
        for found in source.codeRanges(of: "GoogleFont(") {
            guard let name = declaredName(text, before: found.lowerBound),
                let family = googleFamily(SwiftScanner.callArguments(text, from: found.upperBound))
            else { continue }
            fonts[name] = family
        }
        return fonts
    }

    /// The family a `GoogleFont(...)` call's arguments name: its first, or `name =`, a string literal.
    private static func googleFamily(_ arguments: [Substring]) -> String? {
        let given =
            arguments.first { StyleSyntax.argumentName($0.drop(while: \.isBlank)) == "name" }
            .map { $0.drop { $0 != "=" }.dropFirst() } ?? arguments.first
        return given.flatMap {
            SwiftScanner.stringLiteral(Substring($0.trimmed()))
        }
    }

    /// What a `FontFamily(...)` call's arguments define: the fonts the app ships (`R.font.x`; a
    /// downloadable `googleFont` beside them is a provider's, drawn when it has been fetched, the
    /// shipped one otherwise), or only downloadable fonts; nil for none it can read.
    static func family(_ arguments: [Substring], googleFonts: [String: String] = [:]) -> ShippedFamily? {
        var arguments = arguments
        // `FontFamily(listOf(Font(...), ...))` lists its fonts in a list.
        if arguments.count == 1, let list = arguments.first, list.hasPrefix("listOf("),
            let open = list.firstIndex(of: "(")
        {
            arguments = SwiftScanner.callArguments(String(list), from: list.index(after: open))
        }
        let faces = arguments.compactMap(face)
        if !faces.isEmpty { return .faces(faces) }
        guard let font = arguments.first(where: { $0.hasPrefix("Font(") && $0.contains("googleFont") }) else {
            return nil
        }
        // `Font(googleFont = InterFont, ...)` or `Font(googleFont = GoogleFont("Inter"), ...)`.
        let given = SwiftScanner.callArguments(String(font), from: font.index(font.startIndex, offsetBy: 5)).first {
            StyleSyntax.argumentName($0.drop(while: \.isBlank)) == "googleFont"
        }.map { $0.drop { $0 != "=" }.dropFirst().trimmed() }
        let family =
            given.flatMap { googleFonts[$0] }
            ?? given.flatMap { written in
                written.hasPrefix("GoogleFont(")
                    ? googleFamily(
                        SwiftScanner.callArguments(written, from: written.index(written.startIndex, offsetBy: 11)))
                    : nil
            }
        return .downloadable(family: family)
    }

    /// `Font(R.font.x, FontWeight.Bold, FontStyle.Italic)`, `Font(resId = R.font.x, weight =
    /// FontWeight.W600)`, `Font(Res.font.x)`, and `Font(font.x)` where a file imports its `R.font`
    /// by name (`import app.R.font`): the resource and the weight and slope it declares.
    private static func face(_ font: Substring) -> ShippedFamily.Face? {
        guard font.hasPrefix("Font(") else { return nil }
        var first = font.dropFirst(5).drop(while: \.isBlank)
        if first.hasPrefix("resId") { first = first.drop { $0 != "=" }.dropFirst().drop(while: \.isBlank) }
        let resource: Substring
        if first.hasPrefix("font.") {
            resource = first.dropFirst(5).prefix { $0.isNamePart }
        } else if let range = font.firstBytes(of: ".font."),
            !font[..<range.lowerBound].reversed().prefix(while: { $0.isNamePart }).isEmpty
        {
            resource = font[range.upperBound...].prefix { $0.isNamePart }
        } else {
            return nil
        }
        guard !resource.isEmpty else { return nil }
        return ShippedFamily.Face(
            resource: String(resource), weight: fontWeight(font) ?? 400, italic: font.contains("FontStyle.Italic"))
    }

    /// The weight a Compose expression names: `FontWeight.Bold`, `FontWeight.W600`, `FontWeight(600)`.
    static func fontWeight<S: StringProtocol>(_ text: S) -> Int? {
        guard let range = text.range(of: "FontWeight") else { return nil }
        let rest = text[range.upperBound...]
        if rest.hasPrefix("(") {
            return Int(rest.dropFirst().prefix { $0.isNumber }).flatMap { (1...1000).contains($0) ? $0 : nil }
        }
        guard rest.hasPrefix(".") else { return nil }
        let name = String(rest.dropFirst().prefix { $0.isLetter || $0.isNumber })
        if name.hasPrefix("W"), let value = Int(name.dropFirst()), (100...900).contains(value) { return value }
        let named = [
            "Thin": 100, "ExtraLight": 200, "Light": 300, "Normal": 400, "Medium": 500, "SemiBold": 600,
            "Bold": 700, "ExtraBold": 800, "Black": 900,
        ]
        return named[name]
    }

    /// Material 3's type scale as Compose's `Typography()` sets it: size and line height in sp, and
    /// weight (H: androidx.compose.material3 `tokens/TypeScale.kt`, the `...SizePoints`,
    /// `...LineHeightPoints` and `...Weight` of each style).
    static let material3Scale: [String: (size: Int, lineHeight: Int, weight: Int)] = [
        "displayLarge": (57, 64, 400), "displayMedium": (45, 52, 400), "displaySmall": (36, 44, 400),
        "headlineLarge": (32, 40, 400), "headlineMedium": (28, 36, 400), "headlineSmall": (24, 32, 400),
        "titleLarge": (22, 28, 400), "titleMedium": (16, 24, 500), "titleSmall": (14, 20, 500),
        "labelLarge": (14, 20, 500), "labelMedium": (12, 16, 500), "labelSmall": (11, 16, 500),
        "bodyLarge": (16, 24, 400), "bodyMedium": (14, 20, 400), "bodySmall": (12, 16, 400),
    ]

    /// The Material library a Kotlin file's theme belongs to: the package it imports `MaterialTheme`,
    /// `Typography` or `Text` from, or all of (`androidx.compose.material3`, Material 2's
    /// `androidx.compose.material`, Wear's `androidx.wear.compose.material3`, TV's
    /// `androidx.tv.material3`), or names in a qualified `Typography(` call; Material 3's when none.
    /// Each library's theme is its own: a phone screen's `MaterialTheme.typography.bodyLarge` is not
    /// what a Wear module's `Typography(...)` sets (H: each is a separate `MaterialTheme` object).
    static func materialLibrary(_ source: SourceText) -> String {
        let text = source.text
        let names = ["MaterialTheme", "Typography", "Text", "*"]
        var found: [Int: String] = [:]
        for range in source.codeRanges(of: "androidx.") {
            let path = text[range.lowerBound...].prefix { $0.isLetter || $0.isNumber || $0 == "." || $0 == "*" }
            guard let dot = path.lastIndex(of: "."),
                let rank = names.firstIndex(of: String(path[path.index(after: dot)...]))
            else { continue }
            let library = path[..<dot]
            if found[rank] == nil, library.hasSuffix(".material") || library.hasSuffix(".material3") {
                found[rank] = String(library)
            }
        }
        return found.min { $0.key < $1.key }?.value ?? "androidx.compose.material3"
    }

    /// The name of the `val` a call at `index` is assigned to: `val Name = ` or `val Name: Type = `,
    /// on its line or the one before, or the getter of `val Name: Type` (`get() = `, annotations
    /// such as `@Composable` between). Only after `=` (checked first, back over the whitespace
    /// alone), then read within 200 characters before it, so that many calls in one file cost no
    /// more than their number.
    static func declaredName(_ text: String, before index: String.Index) -> String? {
        guard text[..<index].reversed().drop(while: \.isBlank).first == "=" else { return nil }
        let before = text[(text.index(index, offsetBy: -200, limitedBy: text.startIndex) ?? text.startIndex)..<index]
        var lines = before.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.trimmedSpaces()
        }
        if lines.last?.isEmpty == true { lines.removeLast() }
        guard var declaration = lines.popLast() else { return nil }
        if declaration.hasPrefix("get()"), declaration.dropFirst(5).trimmedSpaces() == "=" {
            while let previous = lines.last, previous.hasPrefix("@") || previous.isEmpty { lines.removeLast() }
            guard let property = lines.last, !property.hasSuffix("=") else { return nil }
            declaration = property + " ="
        }
        guard declaration.hasSuffix("="), declaration.hasPrefix("val ") || declaration.contains(" val ") else {
            return nil
        }
        declaration = String(declaration.dropLast())
        if let colon = declaration.lastIndex(of: ":") { declaration = String(declaration[..<colon]) }
        let name = String(
            declaration.trimmedSpaces().reversed().prefix {
                $0.isNamePart
            }
            .reversed())
        return name.isEmpty ? nil : name
    }

    /// The usages of one Kotlin file read alone (`StyleSyntax.usages(of:)` reads a project's
    /// together): each `TextStyle(...)` that sets a font family, and each `base.copy(...)` of a `val
    /// base = TextStyle(...)` of the file (its arguments over the base's), as a usage at its line.
    static func usages(_ text: String, file: String) -> [TextUsage] {
        StyleSyntax.compose.usages(of: [(file, SourceText(text, .kotlin))]).first ?? []
    }

    /// The usage a TextStyle's named arguments declare; nil when it sets no font family (it keeps
    /// the theme's).
    static func style(_ arguments: [Substring], file: String, line: Int) -> TextUsage? {
        func value(_ name: String) -> String? {
            arguments.first {
                StyleSyntax.argumentName($0) == name && $0.dropFirst(name.count).drop { $0 == " " }.first == "="
            }.map {
                String($0.drop { $0 != "=" }.dropFirst()).trimmed()
            }
        }
        guard let written = value("fontFamily") else { return nil }
        let family = String(StyleSyntax.fallback(written))
        var usage = TextUsage(file: file, line: line, kind: .composeTextStyle, platform: .compose)
        usage.askWeight(value("fontWeight"), italic: value("fontStyle") == "FontStyle.Italic") { fontWeight($0) }
        if family.hasPrefix("FontFamily.") {
            usage.composePlatformFamily(family)
        } else if family.allSatisfy({ $0.isNamePart })
            || family.hasSuffix("()") && family.dropLast(2).allSatisfy({ $0.isNamePart })
        {
            // Resolved against the project's FontFamily definitions (a function's as `name()`).
            usage.font = .composeFamily(family)
        } else if let inline = inlineFamily(family) {
            // `FontFamily(Font(R.font.x, ...))` or `Font(R.font.x).toFontFamily()` in the style itself.
            switch inline {
            case .faces: usage.font = inline.matchingFont(for: usage.weight).map { .name("@font/" + $0) }
            case .downloadable(let provided?): usage.downloaded(provided)
            case .downloadable: usage.skipped = .computed("the downloadable font's name")
            case .platform(let constant): usage.composePlatformFamily(constant)
            }
        } else {
            usage.skipped = .computed("fontFamily")
        }
        if let size = value("fontSize") {
            if let points = sp(size) {
                usage.pointSize = points
                usage.scaling = .fontScale  // TextUnit.sp: the font scale converts it
            } else {
                usage.skipped = .computed("fontSize")
            }
        } else if usage.unresolved == nil {
            usage.skipped = .noPointSize
        }
        if let line = value("lineHeight") {
            if let points = sp(line) {
                usage.lineHeight = .fixed(points)
                usage.lineHeightScales = true
            } else if let factor = signed(line, unit: ".em"), factor > 0 {
                usage.lineHeight = .platformMultiple(factor)  // TextUnit.em: a multiple of the size
            } else {
                usage.skipped = .unit(property: "lineHeight", value: line, expected: "sp or em")
            }
        }
        if let spacing = value("letterSpacing") {
            // Letter spacing may be negative: `(-0.5).sp`, `-0.02.em`.
            if let points = signed(spacing, unit: ".sp") {
                usage.letterSpacing = .absolute(points)
            } else if let em = signed(spacing, unit: ".em") {
                usage.letterSpacing = .em(em)
            } else {
                usage.skipped = .unit(property: "letterSpacing", value: spacing, expected: "sp or em")
            }
        }
        if let platform = value("platformStyle"), let padding = platform.range(of: "includeFontPadding") {
            let rest = platform[padding.upperBound...].drop { $0 == " " || $0 == "=" }
            if rest.hasPrefix("true") {
                usage.includeFontPadding = true
            } else if rest.hasPrefix("false") {
                usage.includeFontPadding = false
            }
        }
        if let written = value("lineHeightStyle") {
            if let style = lineHeightStyle(written) {
                usage.lineHeightStyle = style
            } else {
                usage.skipped = .computed("lineHeightStyle")
            }
        }
        return usage
    }

    /// `LineHeightStyle(alignment = LineHeightStyle.Alignment.Center, trim = LineHeightStyle.Trim.None)`
    /// (named or in order; one left out is Compose's default, Proportional and Both) or
    /// `LineHeightStyle.Default`; nil for anything else.
    static func lineHeightStyle(_ written: String) -> ComposeOptions? {
        if written == "LineHeightStyle.Default" { return ComposeOptions() }
        guard written.hasPrefix("LineHeightStyle("), written.hasSuffix(")") else { return nil }
        var style = ComposeOptions()
        let arguments = SwiftScanner.callArguments(written, from: written.index(written.startIndex, offsetBy: 16))
        for (position, written) in arguments.enumerated() {
            let argument = written.drop(while: \.isBlank)
            guard !argument.isEmpty else { continue }
            let name = StyleSyntax.argumentName(argument)
            let named = argument.dropFirst(name.count).drop { $0 == " " }.first == "="
            let value = (named ? argument.drop { $0 != "=" }.dropFirst() : argument).trimmed()
            // `LineHeightStyle.Alignment.Center` -> center, `LineHeightStyle.Trim.FirstLineTop` -> first-line-top.
            let word = value.split(separator: ".").last.map(String.init) ?? ""
            let raw = word.reduce(into: "") { raw, character in
                if character.isUppercase, !raw.isEmpty { raw += "-" }
                raw += character.lowercased()
            }
            switch named ? name : position == 0 ? "alignment" : position == 1 ? "trim" : "" {
            case "alignment" where value.hasPrefix("LineHeightStyle.Alignment."):
                guard let alignment = ComposeAlignment(rawValue: raw) else { return nil }
                style.alignment = alignment
            case "trim" where value.hasPrefix("LineHeightStyle.Trim."):
                guard let trim = ComposeTrim(rawValue: raw) else { return nil }
                style.trim = trim
            case "mode": continue  // how a line height scales with the font scale, read elsewhere
            default: return nil
            }
        }
        return style
    }

    /// A family written where a style names it: `FontFamily(Font(R.font.x), ...)`,
    /// `FontFamily(listOf(...))`, `Font(R.font.x).toFontFamily()`.
    private static func inlineFamily(_ written: String) -> ShippedFamily? {
        if written.hasPrefix("FontFamily("), written.hasSuffix(")") {
            return family(SwiftScanner.callArguments(written, from: written.index(written.startIndex, offsetBy: 11)))
        }
        let single = written.hasSuffix(".toFontFamily()") ? written.dropLast(".toFontFamily()".count) : nil
        return single.flatMap { face($0) }.map { .faces([$0]) }
    }

    /// A literal, maybe negative, with `unit` (`.sp`, `.em`): `0.5.sp`, `(-0.5).sp`, `-0.02.em`, and
    /// the constructor's way, `TextUnit(0.9f, TextUnitType.Em)` (`type =` named or not).
    static func signed(_ value: String, unit: String) -> Double? {
        var number: Substring
        if value.hasPrefix("TextUnit("), value.hasSuffix(")") {
            let arguments = SwiftScanner.callArguments(value, from: value.index(value.startIndex, offsetBy: 9))
            guard arguments.count == 2, let first = arguments.first,
                arguments[1].trimmed().split(separator: "=").last?.trimmed() == "TextUnitType."
                    + unit.dropFirst().capitalized
            else { return nil }
            number = Substring(first.trimmed())
        } else {
            guard value.hasSuffix(unit) else { return nil }
            number = value.dropLast(unit.count)
        }
        if number.hasPrefix("("), number.hasSuffix(")") { number = number.dropFirst().dropLast() }
        if number.hasSuffix("f") || number.hasSuffix("F") { number = number.dropLast() }
        let negative = number.hasPrefix("-")
        let magnitude = negative ? number.dropFirst() : number
        if !magnitude.isEmpty, magnitude.allSatisfy({ $0 == "0" || $0 == "." }), magnitude.contains("0") { return 0 }
        return literalNumber(magnitude).map { negative ? -$0 : $0 }
    }

    /// `17.sp`, `17f.sp`, `17.0.sp`, or `(17).sp`: a literal number of sp above 0 (sizes, line heights).
    static func sp(_ value: String) -> Double? { signed(value, unit: ".sp").flatMap { $0 > 0 ? $0 : nil } }

    /// The room between a Text and the clip among its modifiers (`Modifier.clip(shape).padding(vertical =
    /// 12.dp)`): the literal paddings after the last `.clip(` or `.clipToBounds()` of the chain, in dp.
    /// A modifier clips at the bounds it is given where it stands in the chain, and each padding after
    /// it insets what follows (H: Compose `Modifier.clip`, `Modifier.padding`); a padding that is no
    /// literal adds none, and an offset after the clip, which moves the text against it, leaves none.
    static func paddingInsideClip(_ modifier: Substring) -> Edges {
        let text = String(modifier)
        var clipEnd: String.Index?
        var start = text.startIndex
        while let found = text.firstBytes(of: ".clip", from: start) {
            start = found.upperBound
            let rest = text[found.upperBound...]
            if rest.hasPrefix("(") {
                clipEnd = SwiftScanner.call(text, from: text.index(after: found.upperBound)).end
            } else if rest.hasPrefix("ToBounds()") {
                clipEnd = text.index(found.upperBound, offsetBy: "ToBounds()".count)
            }
        }
        guard var index = clipEnd else { return .zero }
        var room = Edges.zero
        // Each `.name(...)` of the chain after it, a trailing lambda's `{...}` skipped.
        for _ in 0..<32 {
            let rest = text[index...].drop(while: \.isBlank)
            guard rest.first == "." else { break }
            let name = rest.dropFirst().prefix { $0.isNamePart }
            var next = name.endIndex
            var arguments: [Substring] = []
            if text[next...].first == "(" {
                let call = SwiftScanner.call(text, from: text.index(after: next))
                guard let end = call.end else { break }
                (arguments, next) = (call.arguments, end)
            }
            let after = text[next...].drop(while: \.isBlank)
            if after.first == "{" {
                guard let close = Self.closingBrace(text, at: after.startIndex) else { break }
                next = text.index(after: close)
            }
            index = next
            if name == "offset" || name == "absoluteOffset" { return .zero }
            guard name == "padding", let padding = Self.padding(arguments) else { continue }
            room = Edges(
                top: room.top + padding.top, bottom: room.bottom + padding.bottom, left: room.left + padding.left,
                right: room.right + padding.right)
        }
        return room
    }

    /// A `padding(...)` modifier's literal insets, in dp (start as left); nil when any is not a literal.
    private static func padding(_ arguments: [Substring]) -> Edges? {
        func dp(_ written: Substring) -> Double? {
            Self.signed(written.trimmed(), unit: ".dp").flatMap { $0 >= 0 ? $0 : nil }
        }
        let given = arguments.filter { !$0.allSatisfy(\.isBlank) }
        var named: [String: Double] = [:]
        var positional: [Double] = []
        for argument in given {
            if let (field, value) = KotlinSyntax.named(argument) {
                guard let points = dp(value) else { return nil }
                named[field] = points
            } else {
                guard let points = dp(argument) else { return nil }
                positional.append(points)
            }
        }
        switch (positional.count, named.isEmpty) {
        case (1, true):
            return Edges(top: positional[0], bottom: positional[0], left: positional[0], right: positional[0])
        case (2, true):
            return Edges(top: positional[1], bottom: positional[1], left: positional[0], right: positional[0])
        case (4, true):
            return Edges(top: positional[1], bottom: positional[3], left: positional[0], right: positional[2])
        case (0, _):
            let all = named["all"] ?? 0
            let vertical = named["vertical"] ?? all
            let horizontal = named["horizontal"] ?? all
            return Edges(
                top: named["top"] ?? vertical, bottom: named["bottom"] ?? vertical, left: named["start"] ?? horizontal,
                right: named["end"] ?? horizontal)
        default: return nil
        }
    }

    /// The `}` that closes the `{` at `open`, within 2,000 characters.
    private static func closingBrace(_ text: String, at open: String.Index) -> String.Index? {
        var depth = 0
        for index in text[open...].indices.prefix(2_000) {
            if text[index] == "{" { depth += 1 }
            if text[index] == "}" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}
