import FontValues
import Foundation
import JSONText

/// Parsers for resolved primitive values, with the spellings of `docs/design-tokens.md`.
enum TokenValues {
    /// Font families: a string (`"Inter"`, or a CSS list `"Inter, sans-serif"`) or an array.
    static func families(_ value: JSONValue) throws(ResolveFailure) -> [String] {
        var names: [String] = []
        switch value {
        case .string(let text): names = text.split(separator: ",").map(String.init)
        case .array(let elements):
            for element in elements {
                guard let name = element.string else { throw ResolveFailure("fontFamily array holds a non-string") }
                names.append(name)
            }
        default: throw ResolveFailure("fontFamily must be a string or an array of strings")
        }
        names = names.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \t\"'")) }.filter { !$0.isEmpty }
        guard !names.isEmpty else { throw ResolveFailure("fontFamily is empty") }
        return names
    }

    /// A size in points: a number, `"16px"`, `"16pt"`, `"1rem"` (times the root size), a DTCG
    /// object `{"value": 16, "unit": "px"}`, or simple math (`"16 * 1.25"`).
    static func dimension(_ value: JSONValue, rootFontSize: Double, name: String) throws(ResolveFailure) -> Double {
        let amount: Double
        let unit: String?
        switch value {
        case .number(let number): (amount, unit) = (number, nil)
        case .string(let text): (amount, unit) = try Expression.evaluate(text, name: name)
        case .object:
            guard case .number(let number)? = value["value"], let written = value["unit"]?.string else {
                throw ResolveFailure("\(name) object needs a numeric value and a unit")
            }
            (amount, unit) = (number, written)
        default: throw ResolveFailure("\(name) must be a dimension")
        }
        return try points(amount, unit: unit, rootFontSize: rootFontSize, name: name)
    }

    private static func points(_ amount: Double, unit: String?, rootFontSize: Double, name: String)
        throws(ResolveFailure) -> Double
    {
        switch unit?.lowercased() {
        case nil, "px", "pt", "dp", "sp": return amount
        case "rem", "em": return amount * rootFontSize
        default: throw ResolveFailure("\(name) unit '\(unit ?? "")' is not px, pt, dp, sp or rem")
        }
    }

    /// Weights by name, DTCG format 2025.10, "Types", fontWeight (docs/design-tokens.md), with Figma's spellings folded in
    /// ("SemiBold", "Semi Bold", "W3"). A trailing "Italic" or "Oblique" sets italic.
    static let weightNames: [String: Int] = [
        "thin": 100, "hairline": 100, "extralight": 200, "ultralight": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semibold": 600, "demibold": 600,
        "bold": 700, "extrabold": 800, "ultrabold": 800, "black": 900, "heavy": 900,
        "extrablack": 950, "ultrablack": 950,
    ]

    static func fontWeight(_ value: JSONValue) throws(ResolveFailure) -> FontWeight {
        switch value {
        case .number(let number):
            guard number >= 1, number <= 1000 else { throw ResolveFailure("fontWeight \(number) is outside 1...1000") }
            return FontWeight(value: Int(number.rounded()))
        case .string(let text):
            var key = text.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" }
            var italic = false
            for suffix in ["italic", "oblique"] where key.hasSuffix(suffix) {
                italic = true
                key = String(key.dropLast(suffix.count))
            }
            if key.isEmpty { return FontWeight(value: 400, italic: italic) }
            if let number = Double(key), number >= 1, number <= 1000 {
                return FontWeight(value: Int(number.rounded()), italic: italic)
            }
            if let weight = weightNames[key] { return FontWeight(value: weight, italic: italic) }
            // Hiragino-style W1...W9.
            if key.count == 2, key.first == "w", let digit = key.last?.wholeNumberValue, digit >= 1 {
                return FontWeight(value: digit * 100, italic: italic)
            }
            throw ResolveFailure("fontWeight '\(text)' is not a number from 1 to 1000 or a weight name")
        default:
            throw ResolveFailure("fontWeight must be a number or a name")
        }
    }

    /// Every line-height spelling to one meaning (docs/design-tokens.md, "Line height").
    static func lineHeight(_ value: JSONValue?, format: TokenFormat, rootFontSize: Double) throws(ResolveFailure)
        -> TokenLineHeight
    {
        guard let value else { return .normal }
        let result: TokenLineHeight
        switch value {
        case .null: return .normal
        case .number(let number):
            // A bare number is a multiplier in DTCG and Style Dictionary, but pixels in Tokens
            // Studio (Figma reads it as px).
            result = format == .tokensStudio ? .fixed(number) : .multiplier(number)
        case .string(let text):
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if ["normal", "auto"].contains(trimmed.lowercased()) { return .normal }
            let (amount, unit) = try Expression.evaluate(trimmed, name: "lineHeight")
            switch unit {
            case "%": result = .multiplier(amount / 100)
            case nil: result = format == .tokensStudio ? .fixed(amount) : .multiplier(amount)
            default: result = .fixed(try points(amount, unit: unit, rootFontSize: rootFontSize, name: "lineHeight"))
            }
        case .object:
            result = .fixed(try dimension(value, rootFontSize: rootFontSize, name: "lineHeight"))
        default:
            throw ResolveFailure("lineHeight must be a number, a string or a dimension")
        }
        switch result {
        case .multiplier(let factor) where !(factor > 0 && factor <= 100):
            throw ResolveFailure("lineHeight multiplier \(factor) is outside 0...100")
        case .fixed(let points) where !(points > 0 && points <= 10000):
            throw ResolveFailure("lineHeight \(points) is outside 0...10000")
        default: return result
        }
    }

    /// A resolved value as text, for letter spacing.
    static func display(_ value: JSONValue) throws(ResolveFailure) -> String {
        switch value {
        case .string(let text): return text
        case .number(let number):
            return number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        case .object:
            if case .number(let number)? = value["value"], let unit = value["unit"]?.string {
                return try display(.number(number)) + unit
            }
            throw ResolveFailure("letterSpacing object needs a numeric value and a unit")
        default: throw ResolveFailure("letterSpacing must be a number, a string or a dimension")
        }
    }

    /// The key under `$extensions` where a token names the characters inkbox checks.
    static let extensionKey = "com.inkbox"

    /// `{"set": NAME}`, `{"chars": TEXT}`, or `{"strings": FILE or [FILE], "text": TEXT or
    /// [TEXT]}` (either or both); catalog paths are relative to the token's `file`, and are
    /// confined to the project root when the catalogs are read (`StyleChecker.loadCatalogs`).
    /// `{"textStyle": "headline"}`: the iOS text style whose Dynamic Type curve the token follows.
    static let textStyles = [
        "large-title", "title1", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote",
        "caption1",
        "caption2",
    ]

    static func textStyle(_ extensions: JSONValue?) throws(ResolveFailure) -> String? {
        guard let value = extensions?[extensionKey]?["textStyle"] else { return nil }
        guard let name = value.string, textStyles.contains(name) else {
            throw ResolveFailure(
                "$extensions.\(extensionKey).textStyle must be one of " + textStyles.joined(separator: ", "))
        }
        return name
    }

    /// `{"ignore": {"IB004": "reason", ...}}`: each key the rules (codes or ids, comma-separated),
    /// each value the reason; whether they name rules is for the check to say.
    static func ignore(_ extensions: JSONValue?) throws(ResolveFailure) -> [TokenIgnore] {
        guard let value = extensions?[extensionKey]?["ignore"] else { return [] }
        guard let members = value.members else {
            throw ResolveFailure(
                "$extensions.\(extensionKey).ignore must be an object of rules and reasons, as {\"IB004\": \"why\"}")
        }
        var entries: [TokenIgnore] = []
        for member in members {
            guard let reason = member.value.string else {
                throw ResolveFailure("$extensions.\(extensionKey).ignore.\(member.key): the reason must be a string")
            }
            entries.append(TokenIgnore(rules: member.key, reason: reason, line: member.line))
        }
        return entries
    }

    static func characterOverride(_ extensions: JSONValue?, file: String) throws(ResolveFailure) -> CharacterOverride? {
        guard let settings = extensions?[extensionKey] else { return nil }
        func strings(_ key: String) throws(ResolveFailure) -> [String] {
            switch settings[key] {
            case nil: return []
            case .string(let one)?: return [one]
            case .array(let many)?:
                var values: [String] = []
                for item in many {
                    guard let value = item.string else {
                        throw ResolveFailure("$extensions.\(extensionKey).\(key) must hold strings")
                    }
                    values.append(value)
                }
                return values
            default: throw ResolveFailure("$extensions.\(extensionKey).\(key) must be a string or an array of strings")
            }
        }
        let catalogs = try strings("strings")
        let texts = try strings("text")
        if !catalogs.isEmpty || !texts.isEmpty {
            return .strings(catalogs: catalogs, texts: texts.map { TokenText($0) })
        }
        if let name = settings["set"]?.string {
            guard CharacterSetName(rawValue: name) != nil else {
                throw ResolveFailure(
                    "$extensions.\(extensionKey).set '\(name)' is not one of "
                        + CharacterSetName.allCases.map(\.rawValue).joined(separator: ", "))
            }
            return .set(name)
        }
        if let chars = settings["chars"]?.string, !chars.isEmpty { return .chars(chars) }
        let languages = try strings("languages")
        if !languages.isEmpty {
            if let unknown = languages.first(where: { Exemplars.key(forLanguage: $0) == nil }) {
                throw ResolveFailure("$extensions.\(extensionKey).languages: no character set for '\(unknown)'")
            }
            return .languages(languages)
        }
        if settings["textStyle"] != nil || settings["ignore"] != nil { return nil }
        throw ResolveFailure(
            "$extensions.\(extensionKey) needs \"set\", \"chars\", \"languages\", \"strings\", \"text\", \"textStyle\" "
                + "or \"ignore\""
        )
    }
}

/// Simple arithmetic as Tokens Studio writes it: numbers with an optional unit, + - * /,
/// parentheses. At most one unit may appear; the result carries it.
enum Expression {
    static func evaluate(_ text: String, name: String) throws(ResolveFailure) -> (Double, String?) {
        var parser = Parser(characters: Array(text), name: name, text: text)
        let value = try parser.sum(depth: 0)
        parser.skipSpaces()
        guard parser.index == parser.characters.count else {
            throw ResolveFailure("\(name) '\(text)' is not a number or dimension")
        }
        guard value.isFinite else { throw ResolveFailure("\(name) '\(text)' does not evaluate to a finite number") }
        return (value, parser.unit)
    }

    private struct Parser {
        let characters: [Character]
        let name: String
        let text: String
        var index = 0
        var unit: String?

        init(characters: [Character], name: String, text: String) {
            self.characters = characters
            self.name = name
            self.text = text
        }

        private var invalid: ResolveFailure { ResolveFailure("\(name) '\(text)' is not a number or dimension") }

        mutating func skipSpaces() {
            while index < characters.count, characters[index] == " " { index += 1 }
        }

        mutating func sum(depth: Int) throws(ResolveFailure) -> Double {
            var value = try product(depth: depth)
            while true {
                skipSpaces()
                guard index < characters.count, characters[index] == "+" || characters[index] == "-" else {
                    return value
                }
                let add = characters[index] == "+"
                index += 1
                let right = try product(depth: depth)
                value = add ? value + right : value - right
            }
        }

        mutating func product(depth: Int) throws(ResolveFailure) -> Double {
            var value = try factor(depth: depth)
            while true {
                skipSpaces()
                guard index < characters.count, characters[index] == "*" || characters[index] == "/" else {
                    return value
                }
                let multiply = characters[index] == "*"
                index += 1
                let right = try factor(depth: depth)
                if !multiply && right == 0 { throw ResolveFailure("\(name) '\(text)' divides by zero") }
                value = multiply ? value * right : value / right
            }
        }

        mutating func factor(depth: Int) throws(ResolveFailure) -> Double {
            guard depth < 32 else { throw invalid }
            skipSpaces()
            guard index < characters.count else { throw invalid }
            if characters[index] == "(" {
                index += 1
                let value = try sum(depth: depth + 1)
                skipSpaces()
                guard index < characters.count, characters[index] == ")" else { throw invalid }
                index += 1
                return value
            }
            if characters[index] == "-" {
                index += 1
                return -(try factor(depth: depth + 1))
            }
            let start = index
            while index < characters.count, characters[index].isNumber || characters[index] == "." { index += 1 }
            guard index > start, let value = Double(String(characters[start..<index])) else { throw invalid }
            let unitStart = index
            while index < characters.count, characters[index].isLetter || characters[index] == "%" { index += 1 }
            if index > unitStart {
                let written = String(characters[unitStart..<index]).lowercased()
                if let unit, unit != written {
                    throw ResolveFailure("\(name) '\(text)' mixes units \(unit) and \(written)")
                }
                unit = written
            }
            return value
        }
    }
}
