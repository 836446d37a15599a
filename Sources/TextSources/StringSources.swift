import JSONText
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads strings to measure from text files and string catalogs, each with its language:
/// Apple `.strings` (UTF-8 or UTF-16) and `.xcstrings`, Android `strings.xml`, flat or nested
/// JSON i18n files, and plain text (one string a line). Malformed files are errors with their
/// file (and line where known); the other files are still read. JSON is parsed by the same
/// strict parser as design tokens.
public enum StringSources {
    public static func read(_ path: String, language: String? = nil) -> (strings: [LocalizedString], errors: [StringSourceError]) {
        guard let data = FileManager.default.contents(atPath: path) else {
            return ([], [StringSourceError(file: path, line: nil, message: "cannot read file")])
        }
        let bytes = [UInt8](data)
        let name = (path as NSString).lastPathComponent.lowercased()
        do {
            if name.hasSuffix(".xcstrings") { return (try xcstrings(bytes, file: path), []) }
            if name.hasSuffix(".strings") { return (try appleStrings(bytes, file: path, language: language ?? lprojLanguage(path)), []) }
            if name.hasSuffix(".xml") { return (try androidXML(data, file: path, language: language ?? androidLanguage(path)), []) }
            if name.hasSuffix(".json") { return (try json(bytes, file: path, language: language ?? jsonLanguage(path)), []) }
            return (textLines(decode(bytes), file: path, language: language), [])
        } catch let error as StringSourceError {
            return ([], [error])
        } catch {
            return ([], [StringSourceError(file: path, line: nil, message: "\(error)")])
        }
    }

    // MARK: Languages from paths

    /// `fr.lproj/Localizable.strings` is French; `Base.lproj` says nothing.
    static func lprojLanguage(_ path: String) -> String? {
        let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
        guard folder.hasSuffix(".lproj") else { return nil }
        let language = String(folder.dropLast(".lproj".count))
        return language == "Base" ? nil : language
    }

    /// `values-vi/strings.xml` is Vietnamese, `values-pt-rBR` Brazilian Portuguese, `values` the default.
    static func androidLanguage(_ path: String) -> String? {
        let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
        guard folder.hasPrefix("values-") else { return nil }
        let parts = folder.dropFirst("values-".count).split(separator: "-")
        guard let first = parts.first, first.count == 2 || first.count == 3 else { return nil }
        if parts.count > 1, parts[1].hasPrefix("r"), parts[1].count == 3 { return "\(first)-\(parts[1].dropFirst())" }
        return String(first)
    }

    /// `vi.json`, `pt-BR.json`, or a folder named like a language (`locales/vi/common.json`):
    /// an ISO 639 code Foundation knows, so `app.json` or `web/` are not taken for languages.
    static func jsonLanguage(_ path: String) -> String? {
        func tag(_ text: String) -> String? {
            let parts = text.split(separator: "-", omittingEmptySubsequences: false).flatMap { $0.split(separator: "_") }
            guard let first = parts.first, languageCodes.contains(String(first).lowercased()),
                  parts.count <= 2, parts.dropFirst().allSatisfy({ (2...4).contains($0.count) }) else { return nil }
            return parts.joined(separator: "-")
        }
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return tag(stem) ?? tag(((path as NSString).deletingLastPathComponent as NSString).lastPathComponent)
    }

    private static let languageCodes = Set(Locale.LanguageCode.isoLanguageCodes.map(\.identifier))

    // MARK: Formats

    static func decode(_ bytes: [UInt8]) -> String {
        if bytes.starts(with: [0xFF, 0xFE]) { return String(decoding: utf16(bytes.dropFirst(2), bigEndian: false), as: UTF16.self) }
        if bytes.starts(with: [0xFE, 0xFF]) { return String(decoding: utf16(bytes.dropFirst(2), bigEndian: true), as: UTF16.self) }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return String(decoding: bytes.dropFirst(3), as: UTF8.self) }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> [UInt16] {
        let array = Array(bytes)
        var units: [UInt16] = []
        units.reserveCapacity(array.count / 2)
        var index = 0
        while index + 1 < array.count {
            let (high, low) = bigEndian ? (array[index], array[index + 1]) : (array[index + 1], array[index])
            units.append(UInt16(high) << 8 | UInt16(low))
            index += 2
        }
        return units
    }

    static func textLines(_ text: String, file: String, language: String?) -> [LocalizedString] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let value = line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
            return value.isEmpty ? nil : LocalizedString(text: value, language: language, source: file, key: "line \(index + 1)",
                                                         line: index + 1)
        }
    }

    /// Apple `.strings`: `"key" = "value";` with `/* */` and `//` comments and backslash escapes.
    static func appleStrings(_ bytes: [UInt8], file: String, language: String?) throws -> [LocalizedString] {
        let characters = Array(decode(bytes).unicodeScalars)
        var index = 0
        var line = 1
        var result: [LocalizedString] = []
        func fail(_ message: String) -> StringSourceError { StringSourceError(file: file, line: line, message: message) }
        func skipSpaceAndComments() throws {
            while index < characters.count {
                let scalar = characters[index]
                if scalar == "\n" { line += 1; index += 1 } else if scalar.properties.isWhitespace { index += 1 } else if scalar == "/",
                    index + 1 < characters.count, characters[index + 1] == "*" {
                    index += 2
                    while index + 1 < characters.count, !(characters[index] == "*" && characters[index + 1] == "/") {
                        if characters[index] == "\n" { line += 1 }
                        index += 1
                    }
                    guard index + 1 < characters.count else { throw fail("unterminated comment") }
                    index += 2
                } else if scalar == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                    while index < characters.count, characters[index] != "\n" { index += 1 }
                } else {
                    return
                }
            }
        }
        func quoted() throws -> String {
            guard index < characters.count, characters[index] == "\"" else { throw fail("expected a quoted string") }
            index += 1
            var value = String.UnicodeScalarView()
            while index < characters.count, characters[index] != "\"" {
                var scalar = characters[index]
                if scalar == "\n" { line += 1 }
                if scalar == "\\", index + 1 < characters.count {
                    index += 1
                    switch characters[index] {
                    case "n": scalar = "\n"
                    case "t": scalar = "\t"
                    case "r": scalar = "\r"
                    case "U", "u":
                        let hex = String(String.UnicodeScalarView(characters[(index + 1)..<min(index + 5, characters.count)]))
                        guard hex.count == 4, let code = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(code) else {
                            throw fail("invalid \\U escape")
                        }
                        scalar = decoded
                        index += 4
                    default: scalar = characters[index]
                    }
                }
                value.append(scalar)
                index += 1
            }
            guard index < characters.count else { throw fail("unterminated string") }
            index += 1
            return String(value)
        }
        while true {
            try skipSpaceAndComments()
            guard index < characters.count else { break }
            let keyLine = line
            let key = try quoted()
            try skipSpaceAndComments()
            guard index < characters.count, characters[index] == "=" else { throw fail("expected '=' after \"\(key)\"") }
            index += 1
            try skipSpaceAndComments()
            let value = try quoted()
            try skipSpaceAndComments()
            guard index < characters.count, characters[index] == ";" else { throw fail("expected ';' after the value of \"\(key)\"") }
            index += 1
            result.append(LocalizedString(text: value, language: language, source: file, key: key, line: keyLine))
        }
        return result
    }

    /// Xcode string catalogs: every localization's string units, plural and device variations
    /// included; a key without a localization in the source language is that language's text,
    /// as Xcode reads it.
    static func xcstrings(_ bytes: [UInt8], file: String) throws -> [LocalizedString] {
        let root: JSONValue
        do { root = try JSONParser.parse(bytes) } catch {
            throw StringSourceError(file: file, line: error.line, message: error.description)
        }
        let source = root["sourceLanguage"]?.string
        var result: [LocalizedString] = []
        for entry in root["strings"]?.members ?? [] {
            let localizations = entry.value["localizations"]?.members ?? []
            if !entry.key.isEmpty, !localizations.contains(where: { $0.key == source }) {
                result.append(LocalizedString(text: entry.key, language: source, source: file, key: entry.key, line: entry.line))
            }
            for localization in localizations {
                for value in stringUnits(localization.value) {
                    result.append(LocalizedString(text: value, language: localization.key, source: file, key: entry.key,
                                                  line: entry.line))
                }
            }
        }
        return result
    }

    private static func stringUnits(_ node: JSONValue, depth: Int = 0) -> [String] {
        guard depth < 16, let members = node.members else { return [] }
        var values: [String] = []
        for member in members {
            if member.key == "stringUnit", let value = member.value["value"]?.string {
                values.append(value)
            } else {
                values += stringUnits(member.value, depth: depth + 1)
            }
        }
        return values
    }

    /// Flat or nested JSON i18n: every string value, its key path as the key.
    static func json(_ bytes: [UInt8], file: String, language: String?) throws -> [LocalizedString] {
        let root: JSONValue
        do { root = try JSONParser.parse(bytes) } catch {
            throw StringSourceError(file: file, line: error.line, message: error.description)
        }
        var result: [LocalizedString] = []
        func walk(_ node: JSONValue, path: String, line: Int?) {
            switch node {
            case .string(let text): result.append(LocalizedString(text: text, language: language, source: file, key: path, line: line))
            case .object(let members): for member in members { walk(member.value, path: path.isEmpty ? member.key : "\(path).\(member.key)", line: member.line) }
            case .array(let elements): for (index, element) in elements.enumerated() { walk(element, path: "\(path)[\(index)]", line: line) }
            default: break
            }
        }
        walk(root, path: "", line: nil)
        return result
    }

    /// Android `strings.xml`: `<string>`, `<plurals>`/`<item>` and `<string-array>`/`<item>`,
    /// with Android's escapes resolved and `<xliff:g>` placeholders left out.
    static func androidXML(_ data: Data, file: String, language: String?) throws -> [LocalizedString] {
        let document: XMLDocument
        do { document = try XMLDocument(data: data) } catch {
            throw StringSourceError(file: file, line: nil, message: "invalid XML (\(error.localizedDescription))")
        }
        guard let resources = document.rootElement(), resources.name == "resources" else {
            throw StringSourceError(file: file, line: nil, message: "no <resources> element")
        }
        var result: [LocalizedString] = []
        for element in resources.elements(forName: "string") {
            let name = element.attribute(forName: "name")?.stringValue ?? ""
            result.append(LocalizedString(text: androidText(element), language: language, source: file, key: name, line: nil))
        }
        for kind in ["plurals", "string-array"] {
            for group in resources.elements(forName: kind) {
                let name = group.attribute(forName: "name")?.stringValue ?? ""
                for (index, item) in group.elements(forName: "item").enumerated() {
                    let quantity = item.attribute(forName: "quantity")?.stringValue ?? String(index)
                    result.append(LocalizedString(text: androidText(item), language: language, source: file,
                                                  key: "\(name)[\(quantity)]", line: nil))
                }
            }
        }
        return result
    }

    /// An element's text with `<xliff:g>` parts replaced by a placeholder, then Android's
    /// escapes resolved: quotes keep whitespace, otherwise runs of whitespace collapse.
    private static func androidText(_ element: XMLElement) -> String {
        var raw = ""
        for child in element.children ?? [] {
            if let inner = child as? XMLElement {
                raw += (inner.localName ?? inner.name) == "g" ? "%@" : (inner.stringValue ?? "")
            } else {
                raw += child.stringValue ?? ""
            }
        }
        var result = ""
        var quoted = false
        // Unquoted whitespace collapses to one space, and none at either end.
        var pendingSpace = false
        func append(_ scalar: Unicode.Scalar) {
            if pendingSpace && !result.isEmpty { result += " " }
            pendingSpace = false
            result.unicodeScalars.append(scalar)
        }
        var characters = Array(raw.unicodeScalars)[...]
        while let scalar = characters.popFirst() {
            if scalar == "\\", let next = characters.popFirst() {
                switch next {
                case "n": append("\n")
                case "t": append("\t")
                case "u":
                    let hex = String(String.UnicodeScalarView(characters.prefix(4)))
                    if let code = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(code) {
                        append(decoded)
                        characters = characters.dropFirst(4)
                    }
                default: append(next)
                }
            } else if scalar == "\"" {
                quoted.toggle()
            } else if !quoted && scalar.properties.isWhitespace {
                pendingSpace = true
            } else {
                append(scalar)
            }
        }
        return result
    }
}
