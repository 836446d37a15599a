import DesignTokens
import FontValues
import LineBoxAnalysis

/// React Native styles in JavaScript and TypeScript (`.js`, `.jsx`, `.ts`, `.tsx`): each style of
/// a `StyleSheet.create({ title: {...} })` and each inline `style={{...}}` that names a
/// `fontFamily` is a usage on both platforms a `Text` is drawn on, `react-native-ios` and
/// `react-native-android` (each with its own line box: docs/line-box-models.md, "React Native"),
/// whose `Text` always cuts at its bounds. Read as code (comments blank, strings apart) with
/// Dart's rules, which are JavaScript's for quotes and comments; a template literal is read as code.
enum ReactNativeScanner {
    /// The file types read (`ScanIndex.readers`); one past the file limit is a generated bundle, not
    /// read (`AppScan.walk`).
    static let fileTypes: Set<String> = ["js", "jsx", "ts", "tsx"]

    /// The scan's reader for these files: only a file that names a style is lexed.
    static let reader: ScanIndex.Reader = { text, file, _ in
        guard text.containsBytes("StyleSheet.create(") || text.containsBytes("style={{") else { return [] }
        return usages(SourceText(text, .dart), file: file.relative)
    }

    /// The usages of one file, in order (at most one more than `AppScan.usageLimit`). Its objects
    /// are read within a budget of twice its characters: a file of nested or repeated calls costs
    /// what its size warrants.
    static func usages(_ code: SourceText, file: String) -> [TextUsage] {
        let text = code.text
        guard text.containsBytes("StyleSheet.create(") || text.containsBytes("style={{") else { return [] }
        var usages: [TextUsage] = []
        var budget = 2 * text.utf8.count + 20_000
        func entries(from start: String.Index) -> [Substring] { Self.entries(text, from: start, budget: &budget) }
        for call in code.codeRanges(of: "StyleSheet.create(") where usages.count <= AppScan.usageLimit {
            let open = text[call.upperBound...].drop(while: \.isWhitespace)
            guard open.first == "{" else { continue }
            for entry in entries(from: text.index(after: open.startIndex)) {
                let name = entry.prefix { $0 != ":" }.trimmed().trimmingQuotes
                let value = entry.drop { $0 != ":" }.dropFirst().drop(while: \.isWhitespace)
                guard !name.isEmpty, value.first == "{" else { continue }
                let properties = entries(from: text.index(after: value.startIndex))
                usages += style(
                    properties, kind: "StyleSheet \(name)", file: file, line: code.lines.line(of: value.startIndex))
            }
        }
        // `<Text style={{ fontFamily: 'Brand', fontSize: 16 }}>`.
        for inline in code.codeRanges(of: "style={{") where usages.count <= AppScan.usageLimit {
            usages += style(
                entries(from: inline.upperBound), kind: "style={{...}}", file: file,
                line: code.lines.line(of: inline.lowerBound))
        }
        return usages.sorted { $0.line < $1.line }
    }

    /// The usages a style object's properties make, one per platform; none where it names no
    /// `fontFamily` (the platform font, not the project's to check).
    static func style(_ properties: [Substring], kind: String, file: String, line: Int) -> [TextUsage] {
        var values: [String: Substring] = [:]
        for property in properties {
            let name = property.prefix { $0 != ":" }.trimmed().trimmingQuotes
            values[name] = Substring(property.drop { $0 != ":" }.dropFirst().trimmed())
        }
        guard let written = values["fontFamily"] else { return [] }
        return [Platform.reactNativeIOS, .reactNativeAndroid].map { platform in
            var usage = TextUsage(file: file, line: line, kind: .fontReference(kind), platform: platform)
            guard let family = SwiftScanner.stringLiteral(written) else {
                usage.skipped = .computed("fontFamily")
                return usage
            }
            let slope = values["fontStyle"].flatMap(SwiftScanner.stringLiteral)
            let italic = slope == "italic"
            let weight = values["fontWeight"].flatMap(fontWeight)
            // A weight, slope or padding that is not a literal picks a font or a line box not known here.
            for (name, read) in [
                ("fontWeight", weight != nil), ("fontStyle", italic || slope == "normal"),
                ("includeFontPadding", ["true", "false"].contains(values["includeFontPadding"] ?? "")),
            ] where values[name] != nil && !read {
                usage.skipped = .computed(name)
            }
            usage.weight =
                weight.map { FontWeight(value: $0, italic: italic) }
                ?? (italic ? FontWeight(value: 400, italic: true) : nil)
            usage.font =
                platform == .reactNativeIOS
                ? .name(family)
                : .fileNamed(androidAsset(family, weight: weight ?? 400, italic: italic), family: family)
            if let size = values["fontSize"] {
                if let points = literalNumber(size) {
                    usage.pointSize = points
                } else {
                    usage.skipped = .computed("fontSize")
                }
            } else {
                usage.skipped = .noPointSize
            }
            if let height = values["lineHeight"] {
                if let points = literalNumber(height) {
                    usage.lineHeight = .fixed(points)
                } else {
                    usage.skipped = .computed("lineHeight")
                }
            }
            if let spacing = values["letterSpacing"] {
                if let points = Double(spacing), points.isFinite, abs(points) < 1_000 {
                    usage.letterSpacing = .absolute(points)
                } else {
                    usage.skipped = .computed("letterSpacing")
                }
            }
            if platform == .reactNativeAndroid, let padding = values["includeFontPadding"] {
                usage.includeFontPadding = padding == "true"
            }
            usage.allCaps = values["textTransform"].flatMap(SwiftScanner.stringLiteral) == "uppercase"
            return usage
        }
    }

    /// The asset React Native on Android draws a family from: `fonts/{family}.ttf`, or
    /// `{family}_bold`, `_italic`, `_bold_italic` for a weight of 700 or more and an italic slope
    /// (H: react-native `ReactFontManager.createAssetTypeface`, `TypefaceStyle.nearestStyle`);
    /// without that file it draws a system font of that name, not the family's other files.
    static func androidAsset(_ family: String, weight: Int, italic: Bool) -> String {
        family + (weight >= 700 ? (italic ? "_bold_italic" : "_bold") : (italic ? "_italic" : ""))
    }

    /// `'bold'`, `'normal'`, `'100'`...`'900'`, or a number (`fontWeight: 600`).
    static func fontWeight(_ written: Substring) -> Int? {
        let value = SwiftScanner.stringLiteral(written) ?? String(written)
        switch value {
        case "normal": return 400
        case "bold": return 700
        default: return Int(value).flatMap { (100...900).contains($0) && $0 % 100 == 0 ? $0 : nil }
        }
    }

    /// The entries of the object literal whose `{` is just before `start`, split at its own commas
    /// (strings, brackets and nested objects kept whole), up to its `}`; none where it does not
    /// close within 20,000 characters and what is left of `budget`, 16 levels deep. As
    /// `SwiftScanner.call` splits a call, but each entry a slice of `text` (its place is its line)
    /// and a backtick a quote.
    static func entries(_ text: String, from start: String.Index, budget: inout Int) -> [Substring] {
        var entries: [Substring] = []
        var depth = 0
        var quote: Character?
        var entryStart = start
        var index = start
        var read = 0
        defer { budget -= read }
        while index < text.endIndex, read < min(20_000, budget) {
            let character = text[index]
            if let open = quote {
                if character == "\\" {
                    index = text.index(after: index)
                    read += 1
                } else if character == open {
                    quote = nil
                }
            } else if character == "\"" || character == "'" || character == "`" {
                quote = character
            } else if "([{".contains(character) {
                guard depth < 16 else { return [] }
                depth += 1
            } else if ")]}".contains(character) {
                if depth == 0 {
                    // Only an object that closes is read: one cut short would lose its last properties.
                    guard character == "}" else { return [] }
                    entries.append(text[entryStart..<index])
                    return entries.filter { !$0.allSatisfy(\.isWhitespace) }
                }
                depth -= 1
            } else if character == ",", depth == 0 {
                entries.append(text[entryStart..<index])
                entryStart = text.index(after: index)
            }
            if index < text.endIndex { index = text.index(after: index) }
            read += 1
        }
        return []
    }
}

extension String {
    /// The name without the quotes a JavaScript object key may be written in (`'title'`).
    fileprivate var trimmingQuotes: String {
        guard let first, let last = self.last, count >= 2, first == last, first == "'" || first == "\"" else {
            return self
        }
        return String(dropFirst().dropLast())
    }
}
