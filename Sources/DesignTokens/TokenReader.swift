import Foundation
import InputFiles
import JSONText

/// Reads typography tokens from DTCG, Tokens Studio and Style Dictionary files.
///
/// Sources: design-tokens/community-group `technical-reports/format/` (DTCG 2025.10),
/// the Tokens Studio documentation (`token-types/typography`, `line-height`, `token-format`)
/// and the Style Dictionary docs (`info/tokens.md`, `info/DTCG.mdx`); summarised in
/// `docs/design-tokens.md`. Every problem is a `TokenError` for its token (or file); nothing in a
/// token file can crash the reader.
public enum TokenReader {
    /// Files larger than this are refused rather than read into memory.
    public static let maximumFileSize = 256 << 20
    /// The most typography tokens one run checks (2,000: many times a design system's type
    /// scale over all its themes and breakpoints); past it, one error names the limit, and the
    /// tokens after it are not checked. Each costs milliseconds and tens of kilobytes to check.
    public static let typographyLimit = 2_000

    /// Reads and merges `files` in order (later files override earlier ones, as Style
    /// Dictionary's deep merge does) and resolves every typography token.
    /// - Parameters:
    ///   - format: the format of every file, or nil to detect it per file.
    ///   - rootFontSize: what `1rem` is, in points.
    public static func read(files: [String], format: TokenFormat? = nil, rootFontSize: Double = 16) -> TokenSet {
        var tokens: [String: RawToken] = [:]
        var order: [String] = []
        var groupTypes: [String: String] = [:]
        var errors: [TokenError] = []
        var formats: [String: TokenFormat] = [:]

        for file in files {
            let root: JSONValue
            do { root = try readJSON(file, kind: "token file") } catch {
                errors.append(error)
                continue
            }
            guard case .object = root else {
                errors.append(
                    TokenError(file: file, line: 1, path: nil, message: "a token file must hold a JSON object"))
                continue
            }
            let fileFormat = format ?? detectFormat(root)
            formats[file] = fileFormat
            var flattener = Flattener(file: file, root: root, format: fileFormat)
            flattener.flatten()
            errors += flattener.errors
            for (path, type) in flattener.groupTypes { groupTypes[path] = type }
            for token in flattener.tokens {
                if tokens[token.key] == nil { order.append(token.key) }
                tokens[token.key] = token
            }
        }

        let resolver = Resolver(tokens: tokens, groupTypes: groupTypes, rootFontSize: rootFontSize)
        var typography: [TypographyToken] = []
        var counted = 0
        for key in order {
            guard let token = tokens[key] else { continue }
            do {
                guard try resolver.isTypography(token) else { continue }
                counted += 1
                guard counted <= typographyLimit else {
                    errors.append(
                        TokenError(
                            file: token.file, line: token.line, path: nil,
                            message: "more than \(typographyLimit) typography tokens (the limit): \(key) and the "
                                + "tokens after it are not checked"))
                    break
                }
                typography.append(try resolver.typography(token))
            } catch {
                errors.append(TokenError(file: token.file, line: token.line, path: key, message: error.message))
            }
        }
        return TokenSet(tokens: typography, errors: errors, formats: formats)
    }

    /// The format a file is written in, judged from its content:
    /// Tokens Studio when it has `$themes`/`$metadata` or Tokens Studio's own types
    /// (`fontSizes`, `lineHeights`...); otherwise DTCG when any token uses `$value`;
    /// otherwise Style Dictionary.
    public static func detectFormat(_ root: JSONValue) -> TokenFormat {
        if root["$themes"] != nil || root["$metadata"] != nil { return .tokensStudio }
        var sawDollarValue = false
        var sawStudioType = false
        func walk(_ value: JSONValue, depth: Int) {
            guard depth < 64, let members = value.members else { return }
            for member in members {
                if member.key == "$value" { sawDollarValue = true }
                if member.key == "type" || member.key == "$type", let type = member.value.string,
                    studioTypes.contains(type)
                {
                    sawStudioType = true
                }
                walk(member.value, depth: depth + 1)
            }
        }
        walk(root, depth: 0)
        if sawStudioType { return .tokensStudio }
        return sawDollarValue ? .dtcg : .styleDictionary
    }

    static let studioTypes: Set<String> = [
        "fontFamilies", "fontWeights", "fontSizes", "lineHeights", "paragraphSpacing", "paragraphIndent",
        "textCase", "textDecoration", "sizing", "spacing", "borderRadius", "boxShadow",
    ]

    /// A JSON input file (token file, font map, baseline) read under the rules for untrusted
    /// input and parsed; every problem is one error naming the file, and the `kind` of file.
    public static func readJSON(_ file: String, kind: String) throws(TokenError) -> JSONValue {
        let bytes: [UInt8]
        do { bytes = try InputFile.read(file, limit: maximumFileSize) } catch {
            throw TokenError(
                file: file, line: nil, path: nil,
                message: error.reason == "is a directory" ? "is a directory, not a \(kind)" : error.reason)
        }
        do { return try JSONParser.parse(bytes) } catch {
            throw TokenError(file: file, line: error.line, path: nil, message: error.description)
        }
    }
}

/// A token as written, before references are resolved.
struct RawToken: Sendable {
    var key: String
    var value: JSONValue
    var type: String?
    var file: String
    var line: Int
    var extensions: JSONValue?
    var root: JSONValue
    var format: TokenFormat
}

/// Walks one file's tree and collects its tokens and group types.
private struct Flattener {
    let file: String
    let root: JSONValue
    let format: TokenFormat
    var tokens: [RawToken] = []
    var groupTypes: [String: String] = [:]
    var errors: [TokenError] = []

    init(file: String, root: JSONValue, format: TokenFormat) {
        self.file = file
        self.root = root
        self.format = format
    }

    mutating func flatten() {
        guard let members = root.members else { return }
        // A Tokens Studio single-file export nests token sets under their names, listed in
        // $metadata.tokenSetOrder; references leave the set name out.
        if format == .tokensStudio, case .array(let sets)? = root["$metadata"]?["tokenSetOrder"] {
            let names = sets.compactMap(\.string)
            for name in names {
                if let set = members.last(where: { $0.key == name }) {
                    walk(set.value, path: [], line: set.line, depth: 1)
                }
            }
            return
        }
        walk(root, path: [], line: 1, depth: 0)
    }

    private mutating func walk(_ node: JSONValue, path: [String], line: Int, depth: Int) {
        guard let members = node.members else { return }
        guard depth < JSONParser.maximumDepth else { return }
        let key = path.joined(separator: ".")
        let valueMember =
            members.last { $0.key == "$value" } ?? (format == .dtcg ? nil : members.last { $0.key == "value" })
        if let valueMember {
            let dollar = valueMember.key == "$value"
            let children = members.filter { !$0.key.hasPrefix("$") && $0.value.members != nil && dollar }
            if let child = children.first {
                errors.append(
                    TokenError(
                        file: file, line: line, path: key,
                        message: "has both $value and a child token or group '\(child.key)'"))
                return
            }
            let type = (members.last { $0.key == "$type" } ?? members.last { $0.key == "type" && !dollar })?.value
                .string
            let extensions = members.last { $0.key == "$extensions" || $0.key == "extensions" }?.value
            tokens.append(
                RawToken(
                    key: key, value: valueMember.value, type: type, file: file, line: line,
                    extensions: extensions, root: root, format: format))
            return
        }
        let typeMember = members.last {
            $0.key == "$type" || ($0.key == "type" && format != .dtcg && $0.value.string != nil)
        }
        if let type = typeMember?.value.string { groupTypes[key] = type }
        for member in members where !member.key.hasPrefix("$") {
            if member.value.members != nil {
                walk(member.value, path: path + [member.key], line: member.line, depth: depth + 1)
            }
        }
    }
}
