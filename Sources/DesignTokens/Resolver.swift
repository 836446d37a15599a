import FontValues
import JSONText

/// Why one token could not be resolved.
struct ResolveFailure: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

/// Follows references and turns resolved values into a `TypographyToken`.
struct Resolver {
    let tokens: [String: RawToken]
    let groupTypes: [String: String]
    let rootFontSize: Double

    /// Chains longer than this are refused as if they were cycles.
    static let maximumChain = 64

    // MARK: Types

    /// A token's type is its own, else the type of the token it references, else the nearest
    /// group's (DTCG format 2025.10, "Groups" and "Aliases"; docs/design-tokens.md). Style Dictionary files that give no type
    /// count a value object with `fontFamily` and `fontSize` as typography.
    func isTypography(_ token: RawToken) throws(ResolveFailure) -> Bool {
        if let type = try resolvedType(token, chain: []) {
            return type == "typography"
        }
        if token.format == .styleDictionary, let value = token.value.members {
            return value.contains { $0.key == "fontFamily" } && value.contains { $0.key == "fontSize" }
        }
        return false
    }

    private func resolvedType(_ token: RawToken, chain: [String]) throws(ResolveFailure) -> String? {
        if let type = token.type { return type }
        if let reference = aliasPath(token.value) {
            let target = try lookup(reference, chain: chain + [token.key])
            if let type = try resolvedType(target, chain: chain + [token.key]) { return type }
        }
        var path = token.key.split(separator: ".").map(String.init)
        while !path.isEmpty {
            path.removeLast()
            if let type = groupTypes[path.joined(separator: ".")] { return type }
        }
        return nil
    }

    // MARK: References

    /// `"{a.b.c}"` as a whole value: the path inside the braces.
    private func aliasPath(_ value: JSONValue) -> String? {
        guard let text = value.string, text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        return String(inner)
    }

    private func lookup(_ reference: String, chain: [String]) throws(ResolveFailure) -> RawToken {
        var candidates = [reference]
        // Old Style Dictionary files end references with ".value".
        if reference.hasSuffix(".value") { candidates.append(String(reference.dropLast(".value".count))) }
        guard let key = candidates.first(where: { tokens[$0] != nil }), let token = tokens[key] else {
            // A reference as long as the file (a hostile one) is not echoed whole into every report.
            let shown = reference.count > 120 ? reference.prefix(120) + "… (\(reference.count) characters)" : reference
            throw ResolveFailure("reference {\(shown)} not found")
        }
        if chain.contains(key) {
            throw ResolveFailure(
                "reference cycle: " + (chain.drop { $0 != key } + [key]).map { "{\($0)}" }.joined(separator: " -> "))
        }
        guard chain.count < Self.maximumChain else {
            throw ResolveFailure("reference chain longer than \(Self.maximumChain)")
        }
        return token
    }

    /// Follows whole-value aliases and `$ref` pointers until a value that is neither.
    func resolve(_ value: JSONValue, in token: RawToken, chain: [String]) throws(ResolveFailure) -> JSONValue {
        if let reference = aliasPath(value) {
            let target = try lookup(reference, chain: chain)
            return try resolve(target.value, in: target, chain: chain + [target.key])
        }
        if let members = value.members, members.count == 1, members[0].key == "$ref",
            let pointer = members[0].value.string
        {
            guard chain.count < Self.maximumChain, !chain.contains("$ref:" + pointer) else {
                throw ResolveFailure("reference cycle through $ref \(pointer)")
            }
            var target = try follow(pointer: pointer, in: token.root)
            if let inner = target["$value"] { target = inner }
            return try resolve(target, in: token, chain: chain + ["$ref:" + pointer])
        }
        return value
    }

    /// A JSON pointer (RFC 6901) within the token's own file: `#/base/size/$value`.
    private func follow(pointer: String, in root: JSONValue) throws(ResolveFailure) -> JSONValue {
        guard pointer.hasPrefix("#/") || pointer == "#" else {
            throw ResolveFailure("$ref \(pointer) is not a pointer into this file (#/...)")
        }
        var node = root
        for part in pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false) where pointer != "#" {
            let name = part.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            switch node {
            case .object:
                guard let next = node[name] else { throw ResolveFailure("$ref \(pointer) not found") }
                node = next
            case .array(let elements):
                guard let index = Int(name), elements.indices.contains(index) else {
                    throw ResolveFailure("$ref \(pointer) not found")
                }
                node = elements[index]
            default:
                throw ResolveFailure("$ref \(pointer) not found")
            }
        }
        return node
    }

    /// Replaces each `{reference}` inside a string with its resolved text, for Tokens Studio math.
    private func substitute(_ text: String, in token: RawToken, chain: [String]) throws(ResolveFailure) -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else {
                throw ResolveFailure("unbalanced '{' in '\(text)'")
            }
            result += rest[..<open]
            let reference = String(rest[rest.index(after: open)..<close])
            let target = try lookup(reference, chain: chain)
            let value = try resolve(target.value, in: target, chain: chain + [target.key])
            switch value {
            case .number(let number): result += "\(number)"
            case .string(let string): result += try substitute(string, in: target, chain: chain + [target.key])
            case .object:
                guard let number = value["value"], case .number(let amount) = number, let unit = value["unit"]?.string
                else {
                    throw ResolveFailure("{\(reference)} is not a number or dimension")
                }
                result += "\(amount)\(unit)"
            default: throw ResolveFailure("{\(reference)} is not a number or dimension")
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    // MARK: Typography

    func typography(_ token: RawToken) throws(ResolveFailure) -> TypographyToken {
        let value = try resolve(token.value, in: token, chain: [token.key])
        guard value.members != nil else { throw ResolveFailure("a typography value must be an object") }
        func field(_ name: String) throws(ResolveFailure) -> JSONValue? {
            guard let raw = value[name] else { return nil }
            return try resolve(raw, in: token, chain: [token.key])
        }
        func text(_ raw: JSONValue?, _ name: String) throws(ResolveFailure) -> JSONValue? {
            guard let raw else { return nil }
            if case .string(let string) = raw, string.contains("{") {
                return .string(try substitute(string, in: token, chain: [token.key]))
            }
            return raw
        }

        guard let familyValue = try field("fontFamily") else { throw ResolveFailure("typography without fontFamily") }
        guard let sizeValue = try text(try field("fontSize"), "fontSize") else {
            throw ResolveFailure("typography without fontSize")
        }
        let fontSize = try TokenValues.dimension(sizeValue, rootFontSize: rootFontSize, name: "fontSize")
        guard fontSize > 0, fontSize <= 1000 else { throw ResolveFailure("fontSize \(fontSize) is outside 0...1000") }
        let weight = try (try field("fontWeight")).map(TokenValues.fontWeight) ?? FontWeight(value: 400)
        let lineHeight = try TokenValues.lineHeight(
            try text(try field("lineHeight"), "lineHeight"), format: token.format,
            rootFontSize: rootFontSize)
        let letterSpacing = try (try text(try field("letterSpacing"), "letterSpacing")).map(TokenValues.display)
        guard let spacing = letterSpacing.map({ LetterSpacing($0, rootFontSize: rootFontSize) }) ?? LetterSpacing.none
        else {
            throw ResolveFailure(
                "letterSpacing '\(letterSpacing ?? "")' is not a length (px, pt, dp, sp, rem), em, % or normal "
                    + "within ±1 em")
        }
        let textStyle = try TokenValues.textStyle(token.extensions)
        var token = TypographyToken(
            path: token.key, file: token.file, line: token.line,
            fontFamilies: try TokenValues.families(familyValue), fontWeight: weight, fontSize: fontSize,
            lineHeight: lineHeight, letterSpacing: letterSpacing,
            characters: try TokenValues.characterOverride(token.extensions, file: token.file))
        token.spacing = spacing
        token.textStyle = textStyle
        return token
    }
}
