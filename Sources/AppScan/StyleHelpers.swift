import Foundation
import LineBoxAnalysis

/// A Dart function of a project that makes a text style of the style it is given, as design
/// systems write their type scale (`late final TextStyle h1 = _createFont(titleFont, sizePx: 64,
/// heightPx: 62);` over `TextStyle _createFont(TextStyle style, {required double sizePx, double?
/// heightPx}) { sizePx *= _scale; return style.copyWith(fontSize: sizePx, height: heightPx != null ?
/// heightPx / sizePx : style.height); }`): a call of one is a copy of the style given, with the
/// function's `copyWith` arguments of the call's values. A function given a locale map of styles
/// (`TextStyle _getFontForLocale(Map<String, TextStyle> fonts)`) is its map's first entry.
struct StyleHelper: Sendable {
    struct Parameter: Sendable {
        var name: String
        var type: String
        var fallback: Substring?
        /// Inside `{...}`: given as `name: value`; else by position.
        var named: Bool
    }

    var parameters: [Parameter]
    /// The parameter whose style is copied (a `TextStyle`, or a locale map of styles); empty for a
    /// function that makes a `TextStyle(...)` of its own.
    var base: String
    /// The `copyWith` arguments, as written in the function (`fontSize: sizePx`).
    var copied: [(field: String, value: Substring)]
    /// A parameter multiplied before the copy (`sizePx *= _scale;`) and by what.
    var factors: [String: Substring]
    /// Where its copy is written: a template, standing no longer once the helper is called.
    var place: StyleDeclaration.Place

    /// The most helpers a project's files give (a type scale has one or two).
    static let limit = 64

    /// The helpers of a project's Dart files, by name (a name two files declare differently: none).
    static func helpers(_ files: [(file: String, source: SourceText)]) -> [String: StyleHelper] {
        var found: [String: StyleHelper] = [:]
        var ambiguous: Set<String> = []
        for (file, source) in files where found.count < limit && source.text.containsBytes("TextStyle") {
            for range in source.codeRanges(of: "TextStyle ") where found.count < limit {
                guard let (name, helper) = helper(source, file: file, after: range.upperBound) else { continue }
                if found[name] != nil { ambiguous.insert(name) }
                found[name] = helper
            }
        }
        for name in ambiguous { found[name] = nil }
        return found
    }

    /// `name(parameters) { ...; return base.copyWith(...); }` or `=> base.copyWith(...);` after
    /// a `TextStyle ` return type, or a function of one locale map of styles.
    private static func helper(_ source: SourceText, file: String, after start: String.Index) -> (String, StyleHelper)?
    {
        let text = source.text
        let place = StyleDeclaration.Place(file: file, line: source.lines.line(of: start))
        let name = text[start...].prefix { $0.isNamePart }
        guard !name.isEmpty, name.first?.isNumber == false, text[name.endIndex...].first == "(" else { return nil }
        let signature = SwiftScanner.call(text, from: text.index(after: name.endIndex), limit: 600)
        guard let end = signature.end else { return nil }
        // Split again: a type's arguments (`Map<String, TextStyle>`) hold commas.
        let parameters = Self.parameters(splitTopLevel(Substring(signature.arguments.joined(separator: ","))))
        if parameters.count == 1, parameters[0].type.filter({ $0 != " " }) == "Map<String,TextStyle>" {
            return (
                String(name),
                StyleHelper(parameters: parameters, base: parameters[0].name, copied: [], factors: [:], place: place)
            )
        }
        guard let body = body(text, after: end) else { return nil }
        let base = parameters.first(where: { !$0.named && ["TextStyle", "TextStyle?"].contains($0.type) })
        // A function of its parameters that makes a style of its own (`TextStyle display(double size,
        // FontWeight weight) => TextStyle(fontFamily: _display, fontSize: size, fontWeight: weight);`):
        // a copy of no style.
        let made = { (call: String) in
            body.firstBytes(of: "return " + call) ?? (body.hasPrefix("=>") ? body.firstBytes(of: call) : nil)
        }
        guard let copy = base.flatMap({ made("\($0.name).copyWith(") }) ?? (base == nil ? made("TextStyle(") : nil)
        else { return nil }
        let copied = SwiftScanner.callArguments(text, from: copy.upperBound).compactMap { argument in
            argument.firstIndex(of: ":").map { colon in
                (
                    field: argument[..<colon].trimmedSpaces(),
                    value: Substring(argument[argument.index(after: colon)...].trimmed())
                )
            }
        }
        var factors: [String: Substring] = [:]
        for parameter in parameters {
            guard let times = body[..<copy.lowerBound].firstBytes(of: "\(parameter.name) *= "),
                let semicolon = body[times.upperBound...].firstIndex(of: ";")
            else { continue }
            factors[parameter.name] = Substring(body[times.upperBound..<semicolon].trimmed())
        }
        return (
            String(name),
            StyleHelper(
                parameters: parameters, base: base?.name ?? "", copied: copied, factors: factors,
                place: StyleDeclaration.Place(file: file, line: source.lines.line(of: copy.lowerBound)))
        )
    }

    /// A function's parameters as Dart writes them: positional, then `{...}` named or `[...]`
    /// optional ones (`TextStyle style, {required double sizePx, double? heightPx = 1.2}`).
    private static func parameters(_ arguments: [Substring]) -> [Parameter] {
        var named = false
        var found: [Parameter] = []
        for argument in arguments.map({ Substring($0.trimmed()) }) {
            var pieces = [argument]
            if argument.first == "{" || argument.first == "[" {
                named = argument.first == "{"
                var inner = argument.dropFirst()
                if inner.last == "}" || inner.last == "]" { inner = inner.dropLast() }
                pieces = splitTopLevel(inner)
            }
            for piece in pieces {
                var written = Substring(piece.trimmed())
                for prefix in ["required ", "@required "] where written.hasPrefix(prefix) {
                    written = Substring(written.dropFirst(prefix.count).trimmed())
                }
                guard !written.isEmpty else { continue }
                let parts = written.split(separator: "=", maxSplits: 1)
                let words = parts[0].split(whereSeparator: \.isBlank)
                guard let last = words.last else { continue }
                found.append(
                    Parameter(
                        name: String(last), type: words.dropLast().joined(separator: " "),
                        fallback: parts.count == 2 ? Substring(parts[1].trimmed()) : nil, named: named))
            }
        }
        return found
    }

    /// The pieces of `text` between its commas outside brackets and strings.
    private static func splitTopLevel(_ text: Substring) -> [Substring] {
        var pieces: [Substring] = []
        var depth = 0
        var start = text.startIndex
        for index in text.indices {
            switch text[index] {
            case "(", "[", "{", "<": depth += 1
            case ")", "]", "}", ">": depth -= 1
            case "," where depth == 0:
                pieces.append(text[start..<index])
                start = text.index(after: index)
            default: break
            }
        }
        pieces.append(text[start...])
        return pieces
    }

    /// A function's body after its parameters: `=> expression;`, or `{ ... }` to its closing brace
    /// (within 2,000 characters; strings' braces counted too, as a type scale holds none).
    private static func body(_ text: String, after end: String.Index) -> Substring? {
        let rest = text[end...].drop(while: \.isBlank)
        if rest.hasPrefix("=>") {
            return rest.prefix(600).prefix { $0 != ";" }
        }
        guard rest.first == "{" else { return nil }
        var depth = 0
        for index in rest.indices.prefix(2_000) {
            if rest[index] == "{" { depth += 1 } else if rest[index] == "}" { depth -= 1 }
            if depth == 0 { return rest[...index] }
        }
        return nil
    }

    /// The style a call with `arguments` copies (as written at the call) and the arguments of its
    /// copy, each parameter the call's value (`scale` says what a `*=` factor comes to; a factor
    /// it cannot say is a run-time value, taken as 1 as `StyleDeclaration.scalers` takes it). Nil
    /// when the call does not fit the function.
    func copy(of arguments: [Substring], scale: (Substring) -> Double?) -> (base: String, overrides: [Substring])? {
        var values: [String: String] = [:]
        var positional = parameters.filter { !$0.named }[...]
        for argument in arguments.map({ Substring($0.trimmed()) }) where !argument.isEmpty {
            if let colon = argument.firstIndex(of: ":"),
                let parameter = parameters.first(where: { $0.named && $0.name == argument[..<colon].trimmedSpaces() })
            {
                values[parameter.name] = argument[argument.index(after: colon)...].trimmedSpaces()
            } else if let parameter = positional.popFirst() {
                values[parameter.name] = String(argument)
            } else {
                return nil
            }
        }
        for parameter in parameters where values[parameter.name] == nil {
            values[parameter.name] = parameter.fallback.map { $0.trimmedSpaces() } ?? "null"
        }
        for (name, factor) in factors {
            guard let value = values[name], value != "null", let times = scale(factor), times != 1 else { continue }
            values[name] = "(\(value)) * \(times)"
        }
        guard let base = self.base.isEmpty ? "" : values[self.base], base != "null" else { return nil }
        var overrides: [Substring] = []
        for (field, written) in copied {
            var value = written
            // `x != null ? a : b`, `x == null ? b : a`, of a parameter.
            if let question = value.firstBytes(of: " ? "),
                let colon = value[question.upperBound...].firstBytes(of: " : ")
            {
                let condition = value[..<question.lowerBound].split(separator: " ")
                guard condition.count == 3, condition[2] == "null", ["!=", "=="].contains(condition[1]),
                    let tested = values[String(condition[0])]
                else { return nil }
                let isNull = tested == "null"
                let chosen = (condition[1] == "!=") != isNull
                value = chosen ? value[question.upperBound..<colon.lowerBound] : value[colon.upperBound...]
                value = Substring(value.trimmed())
            }
            // `x ?? fallback` of a parameter: the call's value, else the fallback.
            if let ifNull = value.firstBytes(of: " ?? "),
                let tested = values[value[..<ifNull.lowerBound].trimmedSpaces()]
            {
                value = tested == "null" ? Substring(value[ifNull.upperBound...].trimmed()) : Substring(tested)
            }
            // The base's own value (`style.height`) or none (`fontWeight: null`): the base's.
            if value == "\(self.base).\(field)" || value == "null" { continue }
            let substituted = Self.substitute(value, values)
            if substituted == "null" { continue }
            overrides.append(Substring("\(field): \(substituted)"))
        }
        return (base, overrides)
    }

    /// `text` with each word that names a parameter replaced by its value (bracketed unless a word).
    private static func substitute(_ text: Substring, _ values: [String: String]) -> String {
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            guard character.isLetter || character == "_" || character == "$" else {
                result.append(character)
                index = text.index(after: index)
                continue
            }
            let word = text[index...].prefix { $0.isNamePart || $0 == "$" }
            let afterDot = result.last == "."
            if !afterDot, let value = values[String(word)] {
                let plain = value.allSatisfy { $0.isNamePart || $0 == "." }
                result += plain ? value : "(\(value))"
            } else {
                result += word
            }
            index = word.endIndex
        }
        return result
    }
}

extension StyleHelper {
    /// The style a call of one of `helpers` writes (`displayLarge: display(56, FontWeight.w700)`),
    /// a function's style of its own (`base` empty) with the call's values, and where the call is
    /// (found from `cursor` on); nil for anything else.
    static func made(_ written: Substring, in text: String, from cursor: String.Index, helpers: [String: StyleHelper])
        -> (at: String.Index, arguments: [Substring])?
    {
        let name = written.prefix { $0.isNamePart }
        guard !name.isEmpty, written[name.endIndex...].first == "(", let helper = helpers[String(name)],
            let call = text.firstBytes(of: name + "(", from: cursor),
            let made = helper.copy(of: SwiftScanner.callArguments(text, from: call.upperBound), scale: { _ in nil })
        else { return nil }
        return (call.lowerBound, made.overrides)
    }

    /// The styles a Dart file declares through a helper or a locale map: `late final TextStyle h1 =
    /// _createFont(titleFont, sizePx: 64);` and `TextStyle get titleFont => _getFontForLocale(_titleFonts);`
    /// (a call, read when the project has the function), and `final Map<String, TextStyle> _titleFonts =
    /// {'en': TextStyle(fontFamily: 'Tenor'), ...}` (its first entry: U, the style the app draws in its
    /// first locale; the others are not checked).
    static func declarations(
        in source: SourceText, file: String, types: [TypeSpan], sites: [StyleSyntax.Site]
    ) -> [StyleDeclaration] {
        let text = source.text
        var found: [StyleDeclaration] = []
        for range in source.codeRanges(of: "TextStyle ") where found.count <= AppScan.usageLimit {
            // `TextStyle h1 = f(`, `TextStyle get h1 => f(`
            var rest = text[range.upperBound...].prefix(300)
            if rest.hasPrefix("get ") { rest = rest.dropFirst(4) }
            let name = rest.prefix { $0.isNamePart }
            var value = rest[name.endIndex...].drop { $0 == " " }
            guard !name.isEmpty, value.hasPrefix("=") else { continue }
            value = value.drop { $0 == "=" || $0 == ">" }.drop(while: \.isBlank)
            let function = value.prefix { $0.isNamePart }
            guard let first = function.first, first == "_" || first.isLowercase,
                text[function.endIndex...].first == "("
            else { continue }
            let call = SwiftScanner.call(text, from: text.index(after: function.endIndex))
            // `_createFont(...).copyWith(fontStyle: FontStyle.italic)`
            var overrides: [Substring] = []
            if let end = call.end, text[end...].hasPrefix(".copyWith(") {
                overrides = SwiftScanner.callArguments(text, from: text.index(end, offsetBy: ".copyWith(".count))
            }
            found.append(
                StyleDeclaration(
                    file: file, type: StyleDeclaration.type(at: range.lowerBound, in: types), name: String(name),
                    line: source.lines.line(of: function.startIndex),
                    value: .call(function: String(function), arguments: call.arguments, overrides: overrides)))
        }
        for range in source.codeRanges(of: "Map<String, TextStyle> ") where found.count <= AppScan.usageLimit {
            let name = text[range.upperBound...].prefix { $0.isNamePart }
            let value = text[name.endIndex...].prefix(40).drop { $0 == " " }
            guard !name.isEmpty, value.hasPrefix("="),
                let brace = value.firstIndex(of: "{"),
                value[value.index(after: value.startIndex)..<brace].allSatisfy({ $0 == " " || $0.isLetter }),
                let entry = sites.first(where: { $0.index > brace && $0.base == nil }),
                text[brace..<entry.index].count < 200,
                text[text.index(after: brace)..<entry.index].trimmed().hasSuffix(":")
            else { continue }
            found.append(
                StyleDeclaration(
                    file: file, type: StyleDeclaration.type(at: range.lowerBound, in: types), name: String(name),
                    line: entry.line, value: .style(entry.arguments)))
        }
        return found
    }

    /// What a declaration's head before its `=` never holds: a call, a member, a subscript, the
    /// `!` of `!=` or a generic type.
    private static func notInHead(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "."), UInt8(ascii: "["), UInt8(ascii: "!"), UInt8(ascii: "<"),
            UInt8(ascii: ">"):
            true
        default: false
        }
    }

    /// The declared type of each member and top-level name of a Dart file whose type is a class
    /// (`late final _Text text = _Text(scale);`, `AppStyle get $styles => ...;`), by `Owner.name`
    /// or, at the top level, by `name`: the way `$styles.text.h1` reaches `_Text.h1`.
    static func memberTypes(in source: SourceText, types: [TypeSpan]) -> [String: String] {
        let text = source.text
        var found: [String: String] = [:]
        let utf8 = text.utf8
        for (start, sign, end) in AssignmentLines(text) where found.count <= AppScan.usageLimit {
            guard utf8.distance(from: start, to: sign.lowerBound) <= 200 else { continue }
            let head = text[start..<sign.lowerBound]
            // Over the bytes: Foundation's `contains` of a string cost a tenth of a Flutter app's scan here.
            guard !head.utf8.contains(where: Self.notInHead), source.isCode(sign.lowerBound)
            else { continue }
            let words = head.spaceSeparatedWords()
            guard let last = words.last else { continue }
            var name = last
            var type: Substring?
            if let get = words.firstIndex(of: "get"), get > 0, get + 1 < words.count {
                name = words[get + 1]
                type = words[get - 1]
            } else if words.count >= 2, !["final", "const", "late", "static", "var"].contains(words[words.count - 2]) {
                type = words[words.count - 2]
            } else {
                // `late final text = _Text(scale);`
                let value = text[sign.upperBound..<end].drop(while: \.isBlank)
                let called = value.prefix(while: \.isNamePart)
                if text[called.endIndex...].first == "(" { type = called }
            }
            guard var type else { continue }
            if type.last == "?" { type = type.dropLast() }
            let letter = type.drop { $0 == "_" }.first
            guard letter?.isUppercase == true, type.allSatisfy(\.isNamePart),
                name.allSatisfy({ $0.isNamePart || $0 == "$" })
            else { continue }
            let owner = StyleDeclaration.type(at: start, in: types)
            found[owner.map { "\($0).\(name)" } ?? String(name)] = String(type)
        }
        return found
    }
}
