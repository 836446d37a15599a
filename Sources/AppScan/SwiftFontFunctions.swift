import Foundation
import LineBoxAnalysis

/// Swift font helpers, as SwiftUI and UIKit apps write them: a `static func` that returns a
/// `.custom(...)` or `UIFont(name:size:)` of a literal name, a parameter or a parameter's
/// `rawValue` (`static func poppins(_ style: PoppinsFont, size: CGFloat) -> Font {
/// .custom(style.rawValue, size: size) }`), the String enums whose cases name fonts, and each
/// call with literal arguments (`.font(.poppins(.bold, size: 16))`), checked at the call's line.
enum SwiftFontFunctions {
    /// A helper's parameter: `_ size: CGFloat = 17` (label `_`, name `size`, type, default).
    struct Parameter: Equatable {
        var label: String
        var name: String
        var type: String
        var fallback: String?
    }

    /// A `static func` whose body makes a font of its parameters.
    struct Function: Equatable {
        /// The type it is declared in (`Font` for `extension Font`).
        var type: String?
        var name: String
        var parameters: [Parameter]
        /// The font name and the size as the body writes them: a literal, a parameter, `p.rawValue`.
        var fontName: String
        var size: String
        /// Where the body's `.custom(` or `UIFont(name:` call is: its usage, a template, stands no
        /// longer once the helper is called.
        var line: Int
    }

    /// Each `static func name(...) -> Font` (or `UIFont`, `UIFont?`) of the file whose body, within
    /// 400 characters, makes a font with `.custom(`, `Font.custom(` or `UIFont(name:`.
    static func functions(_ source: SourceText) -> [Function] {
        let text = source.text
        let lines = source.lines
        let types = source.types
        var found: [Function] = []
        var start = text.startIndex
        var read = 0  // the first `usageLimit` functions are read, helpers or not
        while read <= AppScan.usageLimit, let keyword = source.firstCode(of: "static func ", from: start) {
            start = keyword.upperBound
            read += 1
            let name = text[keyword.upperBound...].prefix { $0.isNamePart }
            guard !name.isEmpty, text[name.endIndex...].first == "(" else { continue }
            let parameters = SwiftScanner.callArguments(text, from: text.index(after: name.endIndex), limit: 300)
                .compactMap(parameter)
            let rest = text[name.endIndex...].prefix(600)
            guard let arrow = rest.range(of: "->"), let open = rest[arrow.upperBound...].firstIndex(of: "{") else {
                continue
            }
            let returned = rest[arrow.upperBound..<open].trimmed()
            guard ["Font", "UIFont", "UIFont?", "UIFont!", "Self"].contains(returned) else { continue }
            // The body: to the `}` that closes its `{`, within 400 characters.
            var depth = 0
            let body = rest[open...].prefix(400).prefix { character in
                if character == "{" { depth += 1 } else if character == "}" { depth -= 1 }
                return depth > 0
            }
            guard
                let call = [body.range(of: "UIFont(name:"), body.range(of: ".custom(")].compactMap({ $0 }).min(by: {
                    $0.lowerBound < $1.lowerBound
                })
            else { continue }
            let arguments = SwiftScanner.callArguments(text, from: call.upperBound)
            guard let first = arguments.first,
                let size = arguments.first(where: { $0.hasPrefix("size:") }).map({
                    $0.dropFirst("size:".count).trimmedSpaces()
                })
            else { continue }
            found.append(
                Function(
                    type: StyleDeclaration.type(at: keyword.lowerBound, in: types), name: String(name),
                    parameters: parameters, fontName: first.trimmedSpaces(), size: size,
                    line: lines.line(of: call.lowerBound)))
        }
        return found
    }

    /// `_ size: CGFloat = 17`, `style: PoppinsFont`, `for style: Style`.
    static func parameter(_ written: Substring) -> Parameter? {
        guard let colon = written.firstIndex(of: ":") else { return nil }
        let names = written[..<colon].split(separator: " ").map(String.init)
        guard let name = names.last, let label = names.first else { return nil }
        let typeAndDefault = written[written.index(after: colon)...].split(separator: "=", maxSplits: 1)
        return Parameter(
            label: label, name: name,
            type: typeAndDefault.first.map { $0.trimmedSpaces() } ?? "",
            fallback: typeAndDefault.count == 2 ? typeAndDefault[1].trimmedSpaces() : nil)
    }

    /// Each `enum Name: String` of the file and its cases' raw values (a case without one is its
    /// own name, as Swift gives it).
    static func stringEnums(_ source: SourceText) -> [String: [String: String]] {
        let text = source.text
        var enums: [String: [String: String]] = [:]
        var start = text.startIndex
        // Each `enum Name: String {` in code, then the `case` lines of its braces.
        while enums.count < AppScan.usageLimit, let found = source.firstCode(of: "enum ", from: start) {
            start = found.upperBound
            let name = text[found.upperBound...].prefix { $0.isNamePart }
            let header = text[name.endIndex...].prefix(300).prefix { $0 != "{" && $0 != "}" }
            guard !name.isEmpty, header.containsBytes(": String"), header.endIndex < text.endIndex,
                text[header.endIndex] == "{"
            else { continue }
            let type = String(name)
            var depth = 0
            var end = header.endIndex
            for index in text[header.endIndex...].indices.prefix(100_000) {
                if text[index] == "{" { depth += 1 } else if text[index] == "}" { depth -= 1 }
                end = index
                if depth == 0 { break }
            }
            for line in text[header.endIndex..<end].split(separator: "\n") {
                let trimmed = line.trimmed()
                guard trimmed.hasPrefix("case "), let first = line.firstBytes(of: "case "),
                    source.isCode(first.lowerBound)
                else { continue }
                for item in trimmed.dropFirst(5).split(separator: ",") {
                    let parts = item.split(separator: "=", maxSplits: 1)
                    let name = parts[0].trimmed()
                    guard !name.isEmpty, name.allSatisfy({ $0.isNamePart }) else { continue }
                    let raw = parts.count == 2 ? SwiftScanner.stringLiteral(Substring(parts[1].trimmed())) : name
                    if let raw { enums[type, default: [:]][name] = raw }
                }
            }
            start = end
        }
        return enums
    }

    /// The font a call makes (`.poppins(.bold, size: 16)`), its arguments given to `function`'s
    /// parameters by label and order, defaults filling the rest: the name a literal, a literal
    /// parameter or an enum case's raw value, the size a literal. Nil when the call does not fit the
    /// function or anything is computed.
    static func font(of arguments: [Substring], calling function: Function, enums: [String: [String: String]])
        -> (name: String, size: Double)?
    {
        var values: [String: String] = [:]
        var remaining = arguments.map { $0.trimmedSpaces() }[...]
        for parameter in function.parameters {
            if parameter.label != "_", let next = remaining.first, next.hasPrefix(parameter.label + ":") {
                values[parameter.name] = next.dropFirst(parameter.label.count + 1).trimmedSpaces()
                remaining = remaining.dropFirst()
            } else if parameter.label == "_", let next = remaining.first {
                values[parameter.name] = next
                remaining = remaining.dropFirst()
            } else if let fallback = parameter.fallback {
                values[parameter.name] = fallback
            } else {
                return nil
            }
        }
        guard remaining.isEmpty else { return nil }
        func type(of name: String) -> String? { function.parameters.first { $0.name == name }?.type }
        // A literal, or a parameter's value: a literal, or an enum case (`.bold`, `PoppinsFont.bold`)
        // whose raw value the body takes.
        func name(_ written: String) -> String? {
            if let literal = SwiftScanner.stringLiteral(Substring(written)) { return literal }
            let rawValue = written.hasSuffix(".rawValue")
            let parameter = rawValue ? String(written.dropLast(".rawValue".count)) : written
            guard let value = values[parameter] else { return nil }
            if let literal = SwiftScanner.stringLiteral(Substring(value)) { return rawValue ? nil : literal }
            guard rawValue, let enumType = type(of: parameter) else { return nil }
            let caseName = value.split(separator: ".").last.map(String.init) ?? value
            guard value.hasPrefix(".") || value.hasPrefix(enumType + ".") else { return nil }
            return enums[enumType]?[caseName]
        }
        func size(_ written: String) -> Double? {
            literalNumber(Substring(written)) ?? values[written].flatMap { literalNumber(Substring($0)) }
        }
        guard let fontName = name(function.fontName), let points = size(function.size) else { return nil }
        return (fontName, points)
    }
}
