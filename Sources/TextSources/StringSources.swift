import FontValues
import Foundation
import InputFiles
import JSONText

/// Reads strings to measure from text files and string catalogs, each with its language:
/// Apple `.strings` (UTF-8 or UTF-16) and `.xcstrings`, Android `strings.xml`, flat or nested
/// JSON i18n files, and plain text (one string a line). Malformed files are errors with their
/// file (and line where known); the other files are still read. JSON is parsed by the same
/// strict parser as design tokens.
public enum StringSources {
    /// What one catalog may cost; each limit that is passed is an error naming it.
    public enum Limits {
        /// Bytes in one catalog or text file.
        public static let fileSize = 64 << 20
        /// Unicode scalars in one string: a label's text, not a book (a 5 MB string needed
        /// 0.94 GB to shape and lay out).
        public static let stringLength = 100_000
    }

    public static func read(_ path: String, language: String? = nil) -> (
        strings: [LocalizedString], errors: [StringSourceError]
    ) {
        let bytes: [UInt8]
        do { bytes = try InputFile.read(path, limit: Limits.fileSize) } catch {
            return ([], [StringSourceError(file: path, line: nil, message: error.reason)])
        }
        do {
            let strings = try parse(bytes, file: path, language: language)
            try checkLengths(strings)
            return (strings, [])
        } catch {
            return ([], [error])
        }
    }

    /// The strings of a file's bytes, read as its name says: a string catalog, Apple `.strings`,
    /// Android XML, JSON, or else one string a line; `file` names it in errors and gives its
    /// language where `language` does not.
    public static func parse(_ bytes: [UInt8], file: String, language: String? = nil) throws(StringSourceError)
        -> [LocalizedString]
    {
        let name = Paths.name(file).lowercased()
        if name.hasSuffix(".xcstrings") { return try xcstrings(bytes, file: file) }
        if name.hasSuffix(".strings") {
            return try appleStrings(bytes, file: file, language: language ?? lprojLanguage(file))
        }
        if name.hasSuffix(".xml") {
            return try androidXML(bytes, file: file, language: language ?? androidLanguage(file))
        }
        if name.hasSuffix(".json") { return try json(bytes, file: file, language: language ?? jsonLanguage(file)) }
        return textLines(try decode(bytes, file: file), file: file, language: language)
    }

    /// Every string within `Limits.stringLength`; the first that is not is an error naming it.
    public static func checkLengths(_ strings: [LocalizedString]) throws(StringSourceError) {
        for string in strings where string.text.unicodeScalars.count > Limits.stringLength {
            throw StringSourceError(
                file: string.source, line: string.line,
                message: "string \(string.key) has \(string.text.unicodeScalars.count) characters, over the "
                    + "limit of \(Limits.stringLength)")
        }
    }

    // MARK: Languages from paths

    /// `fr.lproj/Localizable.strings` is French; `Base.lproj` says nothing.
    static func lprojLanguage(_ path: String) -> String? {
        let folder = Paths.name(Paths.folder(path))
        guard folder.hasSuffix(".lproj") else { return nil }
        let language = String(folder.dropLast(".lproj".count))
        return language == "Base" ? nil : language
    }

    /// `values-vi/strings.xml` is Vietnamese, `values-pt-rBR` Brazilian Portuguese, `values` the default.
    static func androidLanguage(_ path: String) -> String? {
        let folder = Paths.name(Paths.folder(path))
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
            let parts = text.split(separator: "-", omittingEmptySubsequences: false).flatMap {
                $0.split(separator: "_")
            }
            guard let first = parts.first, languageCodes.contains(String(first).lowercased()),
                parts.count <= 2, parts.dropFirst().allSatisfy({ (2...4).contains($0.count) })
            else { return nil }
            return parts.joined(separator: "-")
        }
        let stem = Paths.deletingExtension(Paths.name(path))
        return tag(stem) ?? tag(Paths.name(Paths.folder(path)))
    }

    private static let languageCodes = Set(Locale.LanguageCode.isoLanguageCodes.map(\.identifier))

    // MARK: Formats

    /// Text in UTF-8, or UTF-16 with a byte order mark. Bytes that are not valid in their
    /// encoding are an error with their line, never U+FFFD: the text is measured as written.
    public static func decode(_ bytes: [UInt8], file: String) throws(StringSourceError) -> String {
        if bytes.starts(with: [0xFF, 0xFE]) { return try utf16(bytes.dropFirst(2), bigEndian: false, file: file) }
        if bytes.starts(with: [0xFE, 0xFF]) { return try utf16(bytes.dropFirst(2), bigEndian: true, file: file) }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        if let text = String(validating: body, as: UTF8.self) { return text }
        var line = 1
        var iterator = body.makeIterator()
        var decoder = UTF8()
        while case .scalarValue(let scalar) = decoder.decode(&iterator) {
            if scalar == "\n" { line += 1 }
        }
        throw StringSourceError(file: file, line: line, message: "invalid UTF-8")
    }

    private static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool, file: String) throws(StringSourceError)
        -> String
    {
        let array = Array(bytes)
        guard array.count % 2 == 0 else {
            throw StringSourceError(file: file, line: nil, message: "invalid UTF-16 (odd byte count)")
        }
        var units: [UInt16] = []
        units.reserveCapacity(array.count / 2)
        for index in stride(from: 0, to: array.count, by: 2) {
            let (high, low) = bigEndian ? (array[index], array[index + 1]) : (array[index + 1], array[index])
            units.append(UInt16(high) << 8 | UInt16(low))
        }
        var text = String.UnicodeScalarView()
        var line = 1
        var iterator = units.makeIterator()
        var decoder = UTF16()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" { line += 1 }
                text.append(scalar)
            case .emptyInput: return String(text)
            case .error: throw StringSourceError(file: file, line: line, message: "invalid UTF-16 (unpaired surrogate)")
            }
        }
    }

    static func textLines(_ text: String, file: String, language: String?) -> [LocalizedString] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let value = line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
            return value.isEmpty
                ? nil
                : LocalizedString(
                    text: value, language: language, source: file, key: "line \(index + 1)",
                    line: index + 1)
        }
    }

    /// Apple `.strings`: `"key" = "value";` with `/* */` and `//` comments and backslash escapes.
    static func appleStrings(_ bytes: [UInt8], file: String, language: String?) throws(StringSourceError)
        -> [LocalizedString]
    {
        let characters = Array(try decode(bytes, file: file).unicodeScalars)
        var index = 0
        var line = 1
        var result: [LocalizedString] = []
        func fail(_ message: String) -> StringSourceError {
            StringSourceError(file: file, line: line, message: message)
        }
        func skipSpaceAndComments() throws(StringSourceError) {
            while index < characters.count {
                let scalar = characters[index]
                if scalar == "\n" {
                    line += 1
                    index += 1
                } else if scalar.properties.isWhitespace {
                    index += 1
                } else if scalar == "/",
                    index + 1 < characters.count, characters[index + 1] == "*"
                {
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
        func quoted() throws(StringSourceError) -> String {
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
                        let hex = String(
                            String.UnicodeScalarView(characters[(index + 1)..<min(index + 5, characters.count)]))
                        guard hex.count == 4, let code = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(code)
                        else {
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
            guard index < characters.count, characters[index] == "=" else {
                throw fail("expected '=' after \"\(key)\"")
            }
            index += 1
            try skipSpaceAndComments()
            let value = try quoted()
            try skipSpaceAndComments()
            guard index < characters.count, characters[index] == ";" else {
                throw fail("expected ';' after the value of \"\(key)\"")
            }
            index += 1
            result.append(LocalizedString(text: value, language: language, source: file, key: key, line: keyLine))
        }
        return result
    }

    /// Xcode string catalogs: every localization's string units, plural and device variations
    /// included; a key without a localization in the source language is that language's text,
    /// as Xcode reads it.
    static func xcstrings(_ bytes: [UInt8], file: String) throws(StringSourceError) -> [LocalizedString] {
        let root: JSONValue
        do { root = try JSONParser.parse(bytes) } catch {
            throw StringSourceError(file: file, line: error.line, message: error.description)
        }
        // A catalog of the wrong shape is an error, never a catalog with no strings.
        guard root.members != nil else {
            throw StringSourceError(file: file, line: 1, message: "an .xcstrings catalog is a JSON object")
        }
        guard let entries = root["strings"]?.members else {
            throw StringSourceError(file: file, line: 1, message: "an .xcstrings catalog needs a \"strings\" object")
        }
        var source: String?
        if let value = root["sourceLanguage"] {
            guard let language = value.string else {
                throw StringSourceError(file: file, line: 1, message: "\"sourceLanguage\" must be a string")
            }
            source = language
        }
        var result: [LocalizedString] = []
        for entry in entries {
            let localizations = entry.value["localizations"]?.members ?? []
            if !entry.key.isEmpty, !localizations.contains(where: { $0.key == source }) {
                result.append(
                    LocalizedString(text: entry.key, language: source, source: file, key: entry.key, line: entry.line))
            }
            for localization in localizations {
                for value in stringUnits(localization.value) {
                    result.append(
                        LocalizedString(
                            text: value, language: localization.key, source: file, key: entry.key,
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
    static func json(_ bytes: [UInt8], file: String, language: String?) throws(StringSourceError) -> [LocalizedString] {
        let root: JSONValue
        do { root = try JSONParser.parse(bytes) } catch {
            throw StringSourceError(file: file, line: error.line, message: error.description)
        }
        var result: [LocalizedString] = []
        func walk(_ node: JSONValue, path: String, line: Int?) {
            switch node {
            case .string(let text):
                result.append(LocalizedString(text: text, language: language, source: file, key: path, line: line))
            case .object(let members):
                for member in members {
                    walk(member.value, path: path.isEmpty ? member.key : "\(path).\(member.key)", line: member.line)
                }
            case .array(let elements):
                for (index, element) in elements.enumerated() { walk(element, path: "\(path)[\(index)]", line: line) }
            default: break
            }
        }
        walk(root, path: "", line: nil)
        return result
    }

    /// Android `strings.xml`: `<string>`, `<plurals>`/`<item>` and `<string-array>`/`<item>`,
    /// with Android's escapes resolved and `<xliff:g>` placeholders left out. Read by
    /// `XMLReader`: no entity is expanded and malformed XML is an error with its line.
    static func androidXML(_ bytes: [UInt8], file: String, language: String?) throws(StringSourceError)
        -> [LocalizedString]
    {
        let text = try decode(bytes, file: file)
        let resources: XMLReader.Element
        do { resources = try XMLReader.parse(text) } catch {
            throw StringSourceError(file: file, line: error.line, message: "invalid XML: \(error.message)")
        }
        guard resources.name == "resources" else {
            throw StringSourceError(
                file: file, line: resources.line, message: "the root element is <\(resources.name)>, not <resources>")
        }
        var result: [LocalizedString] = []
        for element in resources.elements(named: "string") {
            result.append(
                LocalizedString(
                    text: androidText(element), language: language, source: file,
                    key: element.attributes["name"] ?? "", line: element.line))
        }
        for kind in ["plurals", "string-array"] {
            for group in resources.elements(named: kind) {
                let name = group.attributes["name"] ?? ""
                for (index, item) in group.elements(named: "item").enumerated() {
                    let quantity = item.attributes["quantity"] ?? String(index)
                    result.append(
                        LocalizedString(
                            text: androidText(item), language: language, source: file,
                            key: "\(name)[\(quantity)]", line: item.line))
                }
            }
        }
        return result
    }

    /// An element's text with `<xliff:g>` parts replaced by a placeholder, then Android's
    /// escapes resolved: quotes keep whitespace, otherwise runs of whitespace collapse.
    private static func androidText(_ element: XMLReader.Element) -> String {
        var raw = ""
        for child in element.children {
            if case .element(let inner) = child, inner.localName == "g" {
                raw += "%@"
            } else {
                raw += child.text
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

extension StringSources {
    /// Every string an audit shapes: `texts` (`--text`), built-in `samples`, each line of the
    /// `textFiles` and every string of the `catalogs`, with `language` for those that name none;
    /// and the files that could not be read.
    public static func load(
        texts: [String], textFiles: [String], catalogs: [String], samples: [String],
        language: String?, project: Project = Project()
    ) -> (strings: [LocalizedString], errors: [StringSourceError]) {
        var strings = texts.enumerated().map {
            LocalizedString(
                text: $0.element, language: language, source: "--text", key: "--text \($0.offset + 1)", line: nil)
        }
        strings += samples.flatMap { LanguageSamples.strings($0) ?? [] }
        var errors: [StringSourceError] = []
        for file in textFiles + catalogs {
            do { try project.admit(file) } catch {
                errors.append(StringSourceError(file: file, line: nil, message: error.reason))
                continue
            }
            // Plain text files take --lang; catalogs say their own languages, --lang filling gaps.
            let read = StringSources.read(file, language: textFiles.contains(file) ? language : nil)
            strings += read.strings.map {
                var string = $0
                string.language = string.language ?? language
                return string
            }
            errors += read.errors
        }
        return (strings, errors)
    }
}
