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
    /// What is found once and reused: a token at the end of a long chain costs one step, not the
    /// chain's length; a pointer into a big object costs one lookup (`ResolverMemo`).
    private let memo = ResolverMemo()

    init(tokens: [String: RawToken], groupTypes: [String: String], rootFontSize: Double) {
        self.tokens = tokens
        self.groupTypes = groupTypes
        self.rootFontSize = rootFontSize
    }

    /// Chains longer than this are refused as if they were cycles.
    static let maximumChain = 64

    // MARK: Types

    /// A token's type is its own, else the type of the token it references, else the nearest
    /// group's (DTCG format 2025.10, "Groups" and "Aliases"; docs/design-tokens.md). Style Dictionary files that give no type
    /// count a value object with `fontFamily` and `fontSize` as typography.
    func isTypography(_ token: RawToken) throws(ResolveFailure) -> Bool {
        if let type = try resolvedType(token.key) {
            return type == "typography"
        }
        if token.format == .styleDictionary, let value = token.value.members {
            return value.contains { $0.key == "fontFamily" } && value.contains { $0.key == "fontSize" }
        }
        return false
    }

    /// The type of the token `key`: its own, else the type of the token its value aliases, else
    /// its group's; each token's found once, following the chain of aliases without recursion.
    private func resolvedType(_ key: String) throws(ResolveFailure) -> String? {
        var path: [String] = []
        var seen: [String: Int] = [:]
        var current = key
        var found: ResolverMemo.Outcome<String?>
        while true {
            if let known = memo.types[current] {
                found = known.entered(at: current)
                break
            }
            guard let token = tokens[current] else {
                found = .failure(ResolveFailure("reference {\(current)} not found"), at: 0)
                break
            }
            if let earlier = seen[current] {
                found = .cycle(Array(path[earlier...]), at: 0)
                break
            }
            seen[current] = path.count
            path.append(current)
            guard token.type == nil, let reference = aliasPath(token.value) else {
                found = .value(token.type ?? groupType(of: current), hops: 0)
                path.removeLast()
                memo.types[current] = found
                break
            }
            guard let next = existingKey(reference) else {
                found = .failure(Self.notFound(reference), at: 1)
                memo.types[current] = found
                path.removeLast()
                break
            }
            current = next
        }
        // Back along the path: each token's type is the next one's, else its group's.
        for key in path.reversed() {
            found = found.step { $0 ?? groupType(of: key) }
            memo.types[key] = found
        }
        return try found.get(chain: 1)
    }

    private func groupType(of key: String) -> String? {
        var path = key.split(separator: ".").map(String.init)
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

    /// The token a reference names: as written, or without the ".value" old Style Dictionary
    /// files end references with.
    private func existingKey(_ reference: String) -> String? {
        if tokens[reference] != nil { return reference }
        let trimmed = String(reference.dropLast(".value".count))
        return reference.hasSuffix(".value") && tokens[trimmed] != nil ? trimmed : nil
    }

    private static func notFound(_ reference: String) -> ResolveFailure {
        // A reference as long as the file (a hostile one) is not echoed whole into every report.
        let shown = reference.count > 120 ? reference.prefix(120) + "… (\(reference.count) characters)" : reference
        return ResolveFailure("reference {\(shown)} not found")
    }

    private func lookup(_ reference: String, chain: [String]) throws(ResolveFailure) -> RawToken {
        guard let key = existingKey(reference), let token = tokens[key] else { throw Self.notFound(reference) }
        if chain.contains(key) {
            throw ResolveFailure(
                "reference cycle: " + (chain.drop { $0 != key } + [key]).map { "{\($0)}" }.joined(separator: " -> "))
        }
        guard chain.count < Self.maximumChain else {
            throw ResolveFailure("reference chain longer than \(Self.maximumChain)")
        }
        return token
    }

    /// Where the whole-value aliases of token `key`'s value end: the value, the token that holds
    /// it, and how many aliases lead there; found once per token, without recursion.
    private func aliasEnd(_ key: String) -> ResolverMemo.Outcome<RawToken> {
        var path: [String] = []
        var seen: [String: Int] = [:]
        var current = key
        var found: ResolverMemo.Outcome<RawToken>
        while true {
            if let known = memo.ends[current] {
                found = known.entered(at: current)
                break
            }
            guard let token = tokens[current] else {
                found = .failure(ResolveFailure("reference {\(current)} not found"), at: 0)
                break
            }
            if let earlier = seen[current] {
                found = .cycle(Array(path[earlier...]), at: 0)
                break
            }
            seen[current] = path.count
            path.append(current)
            guard let reference = aliasPath(token.value) else {
                found = .value(token, hops: 0)
                path.removeLast()
                memo.ends[current] = found
                break
            }
            guard let next = existingKey(reference) else {
                found = .failure(Self.notFound(reference), at: 1)
                memo.ends[current] = found
                path.removeLast()
                break
            }
            current = next
        }
        for key in path.reversed() {
            found = found.step { $0 }
            memo.ends[key] = found
        }
        return found
    }

    /// Follows whole-value aliases and `$ref` pointers until a value that is neither.
    func resolve(_ value: JSONValue, in token: RawToken, chain: [String]) throws(ResolveFailure) -> JSONValue {
        if let reference = aliasPath(value) {
            let target = try lookup(reference, chain: chain)
            // The rest of the chain, as found once; its length counts as if it were walked here.
            let end = try aliasEnd(target.key).get(chain: chain.count + 1)
            return try resolve(end.value, in: end, chain: chain + [target.key])
        }
        if let members = value.members, members.count == 1, members[0].key == "$ref",
            let pointer = members[0].value.string
        {
            guard chain.count < Self.maximumChain, !chain.contains("$ref:" + pointer) else {
                throw ResolveFailure("reference cycle through $ref \(pointer)")
            }
            var target = try follow(pointer: pointer, in: token)
            if let inner = target["$value"] { target = inner }
            return try resolve(target, in: token, chain: chain + ["$ref:" + pointer])
        }
        return value
    }

    /// A JSON pointer (RFC 6901) within the token's own file: `#/base/size/$value`. Each pointer
    /// of a file is followed once, and each object it passes through is indexed once, so that
    /// many pointers into a big object cost its size, not its size for each of them.
    private func follow(pointer: String, in token: RawToken) throws(ResolveFailure) -> JSONValue {
        let key = token.file + "\u{0}" + pointer
        if let known = memo.pointers[key] { return try known.get() }
        let found = Result { () throws(ResolveFailure) in try walk(pointer: pointer, in: token) }
        memo.pointers[key] = found
        return try found.get()
    }

    private func walk(pointer: String, in token: RawToken) throws(ResolveFailure) -> JSONValue {
        guard pointer.hasPrefix("#/") || pointer == "#" else {
            throw ResolveFailure("$ref \(pointer) is not a pointer into this file (#/...)")
        }
        var node = token.root
        var place = token.file + "\u{0}#"
        for part in pointer.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false) where pointer != "#" {
            let name = part.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            switch node {
            case .object(let members):
                // The last member of a name wins, as `JSONValue`'s subscript has it.
                let index =
                    memo.objects[place]
                    ?? Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
                memo.objects[place] = index
                guard let next = index[name] else { throw ResolveFailure("$ref \(pointer) not found") }
                node = next
            case .array(let elements):
                guard let index = Int(name), elements.indices.contains(index) else {
                    throw ResolveFailure("$ref \(pointer) not found")
                }
                node = elements[index]
            default:
                throw ResolveFailure("$ref \(pointer) not found")
            }
            place += "/" + part
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
        let ignore = try TokenValues.ignore(token.extensions)
        var token = TypographyToken(
            path: token.key, file: token.file, line: token.line,
            fontFamilies: try TokenValues.families(familyValue), fontWeight: weight, fontSize: fontSize,
            lineHeight: lineHeight, letterSpacing: letterSpacing,
            characters: try TokenValues.characterOverride(token.extensions, file: token.file))
        token.spacing = spacing
        token.textStyle = textStyle
        token.ignore = ignore
        return token
    }
}

/// What the resolver finds once and reuses (`Resolver`): each token's type and where its aliases
/// lead (a value with how many aliases lead to it, or a failure with the alias at which it
/// happens; a chain's length is judged where it is used, `get(chain:)`, as if it had been walked
/// from there), and each `$ref` pointer followed, with the objects it passed through indexed.
private final class ResolverMemo {
    enum Outcome<Value> {
        case value(Value, hops: Int)
        case failure(ResolveFailure, at: Int)
        /// The chain runs into this cycle of tokens, said from the token it enters it at.
        case cycle([String], at: Int)

        /// The outcome one alias further back.
        func step(_ transform: (Value) -> Value) -> Outcome {
            switch self {
            case .value(let value, let hops): return .value(transform(value), hops: hops + 1)
            case .failure(let failure, let at): return .failure(failure, at: at + 1)
            case .cycle(let keys, let at): return .cycle(keys, at: at + 1)
            }
        }

        /// The outcome for a chain that reaches this token: a cycle is said from where it is entered.
        func entered(at key: String) -> Outcome {
            guard case .cycle(let keys, let at) = self, let start = keys.firstIndex(of: key) else { return self }
            return .cycle(Array(keys[start...] + keys[..<start]), at: at)
        }

        /// The value, used where a chain of `chain` references already leads to this token: an
        /// error when the whole chain would pass `Resolver.maximumChain` before it ends or fails.
        func get(chain: Int) throws(ResolveFailure) -> Value {
            switch self {
            case .value(let value, let hops):
                guard chain + hops <= Resolver.maximumChain else { throw Self.tooLong }
                return value
            case .failure(let failure, let at):
                guard chain + at <= Resolver.maximumChain + 1 else { throw Self.tooLong }
                throw failure
            case .cycle(let keys, let at):
                guard chain + at <= Resolver.maximumChain + 1 else { throw Self.tooLong }
                throw ResolveFailure(
                    "reference cycle: " + (keys + keys.prefix(1)).map { "{\($0)}" }.joined(separator: " -> "))
            }
        }

        private static var tooLong: ResolveFailure {
            ResolveFailure("reference chain longer than \(Resolver.maximumChain)")
        }
    }

    var types: [String: Outcome<String?>] = [:]
    var ends: [String: Outcome<RawToken>] = [:]
    /// Each `$ref` pointer of a file, followed; each object a pointer passed through, by name.
    var pointers: [String: Result<JSONValue, ResolveFailure>] = [:]
    var objects: [String: [String: JSONValue]] = [:]
}
