import DesignTokens
import Foundation
import LineBoxAnalysis
import TextSources

/// Lines of a text, for turning an offset into a 1-based line number quickly.
struct LineIndex {
    private var starts: [String.Index]

    init(_ text: String) {
        starts = [text.startIndex]
        var index = text.startIndex
        while let newline = text[index...].firstIndex(of: "\n") {
            index = text.index(after: newline)
            starts.append(index)
        }
    }

    func line(of index: String.Index) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }
}

// MARK: - Storyboards and XIBs

/// `label`, `button`, `textField` and `textView` elements of Interface Builder documents: their
/// `fontDescription` (a custom font by PostScript name, or a system font or text style, which
/// stays unresolved), their text, a height constraint on themselves, attributed text with its
/// font and paragraph style, and each size-class `variation` as a usage of its own.
enum StoryboardScanner {
    static let views: Set<String> = ["label", "button", "textField", "textView"]

    static func usages(_ text: String, file: String) throws(ScanError) -> [TextUsage] {
        let root: XMLReader.Element
        do { root = try XMLReader.parse(text) } catch {
            throw ScanError(file: file, line: error.line, message: "not well-formed XML: \(error.message)")
        }
        var usages: [TextUsage] = []
        func visit(_ element: XMLReader.Element) {
            if views.contains(element.name) { usages += self.usages(of: element, file: file) }
            element.elements.forEach(visit)
        }
        visit(root)
        return usages
    }

    private static func usages(of view: XMLReader.Element, file: String) -> [TextUsage] {
        var usage = TextUsage(file: file, line: view.line, kind: "storyboard \(view.name)", platform: .ios)
        usage.text = view.attributes["text"] ?? view.elements(named: "state").first?.attributes["title"]
            ?? view.attributes["placeholder"]
        // A height constraint on the view itself (no second item): the label is that tall.
        for constraints in view.elements(named: "constraints") {
            for constraint in constraints.elements(named: "constraint")
            where constraint.attributes["firstAttribute"] == "height" && constraint.attributes["secondItem"] == nil
                && (constraint.attributes["relation"] ?? "equal") == "equal" {
                usage.height = constraint.attributes["constant"].flatMap { literalNumber($0[...]) }
            }
        }
        var result: [TextUsage] = []
        if let attributed = view.elements.first(where: { $0.name == "attributedString" }) {
            result.append(attributedUsage(usage, attributed))
        } else if let description = fontDescription(in: view) {
            result.append(apply(description, to: usage))
        } else {
            usage.unresolved = "no fontDescription: the system font at its default size"
            result.append(usage)
        }
        // Size-class variations: their own font, at their own line.
        for variation in view.elements(named: "variation") {
            guard let description = fontDescription(in: variation) else { continue }
            var varied = usage
            varied.line = variation.line
            varied.kind += " (variation \(variation.attributes["key"] ?? "?"))"
            result.append(apply(description, to: varied))
        }
        return result
    }

    private static func fontDescription(in element: XMLReader.Element) -> XMLReader.Element? {
        element.elements.first { $0.name == "fontDescription" && ($0.attributes["key"] ?? "fontDescription") == "fontDescription" }
    }

    private static func apply(_ description: XMLReader.Element, to usage: TextUsage) -> TextUsage {
        var usage = usage
        usage.pointSize = description.attributes["pointSize"].flatMap { literalNumber($0[...]) }
        if let name = description.attributes["name"] {
            usage.font = .name(name)
        } else if let style = description.attributes["style"] {
            usage.unresolved = "Dynamic Type text style \(style): the system font"
        } else {
            usage.unresolved = "the system font (\(description.attributes["type"] ?? "system")), not shipped by the app"
        }
        if usage.pointSize == nil && usage.unresolved == nil { usage.skipped = "no point size" }
        return usage
    }

    /// Attributed text: its fragments' text, the first fragment's font and paragraph style.
    private static func attributedUsage(_ usage: TextUsage, _ attributed: XMLReader.Element) -> TextUsage {
        var usage = usage
        let fragments = attributed.elements(named: "fragment")
        usage.text = fragments.compactMap { $0.attributes["content"] }.joined()
        guard let attributes = fragments.first?.elements(named: "attributes").first else {
            usage.unresolved = "attributed text without attributes"
            return usage
        }
        if let font = attributes.elements.first(where: { $0.name == "font" && $0.attributes["key"] == "NSFont" }) {
            usage.pointSize = font.attributes["size"].flatMap { literalNumber($0[...]) }
            if let name = font.attributes["name"] { usage.font = .name(name) } else { usage.unresolved = "the system font" }
        } else {
            usage.unresolved = "attributed text without a font"
        }
        if let style = attributes.elements.first(where: { $0.name == "paragraphStyle" }) {
            let minimum = style.attributes["minimumLineHeight"].flatMap { literalNumber($0[...]) }
            let maximum = style.attributes["maximumLineHeight"].flatMap { literalNumber($0[...]) }
            if let minimum, let maximum, minimum == maximum {
                usage.lineHeight = .fixed(minimum)
            } else if let multiple = style.attributes["lineHeightMultiple"].flatMap({ literalNumber($0[...]) }) {
                usage.lineHeight = .platformMultiple(multiple)
            } else if minimum != nil || maximum != nil {
                usage.skipped = "a line height between different minimum and maximum is not modelled"
            }
        }
        return usage
    }
}

// MARK: - Info.plist

/// `UIAppFonts` in an XML property list: the font files an iOS app registers, by file name
/// (paths inside the bundle keep only their last component). Binary plists are not read.
enum InfoPlistScanner {
    static func appFonts(_ text: String) -> Set<String>? {
        guard text.contains("UIAppFonts"), let root = try? XMLReader.parse(text), let dictionary = root.elements(named: "dict").first
        else { return nil }
        let entries = dictionary.elements
        for (index, entry) in entries.enumerated() where entry.name == "key" && entry.children.map(\.text).joined() == "UIAppFonts" {
            guard index + 1 < entries.count, entries[index + 1].name == "array" else { return [] }
            return Set(entries[index + 1].elements(named: "string").map {
                ($0.children.map(\.text).joined() as NSString).lastPathComponent
            })
        }
        return nil
    }
}

// MARK: - Swift and SwiftUI

/// Literal fonts in Swift: `UIFont(name: "X", size: 17)`, SwiftUI `.custom("X", size: 17)` and
/// `Font.custom("X", size: 17, relativeTo: .body)`. A call whose name or size is not a literal is
/// listed as skipped with its line; nothing is evaluated.
enum SwiftScanner {
    static func usages(_ text: String, file: String) -> [TextUsage] {
        let lines = LineIndex(text)
        var usages: [TextUsage] = []
        for (marker, kind) in [("UIFont(name:", "UIFont(name:size:)"), (".custom(", "Font.custom(_:size:)")] {
            var start = text.startIndex
            while let found = text.range(of: marker, range: start..<text.endIndex) {
                start = found.upperBound
                var usage = TextUsage(file: file, line: lines.line(of: found.lowerBound), kind: kind, platform: .ios)
                let arguments = callArguments(text, from: found.upperBound)
                let name = arguments.first.flatMap(stringLiteral)
                let size = arguments.first { $0.hasPrefix("size:") }.flatMap { literalNumber($0.dropFirst("size:".count)) }
                if let name, let size {
                    usage.font = .name(name)
                    usage.pointSize = size
                } else {
                    usage.skipped = "the font name or size is computed, not a literal"
                }
                usages.append(usage)
            }
        }
        return usages
    }

    /// The comma-separated arguments of the call whose `(` was just read, trimmed; nested
    /// parentheses and strings kept whole. At most 400 characters are read.
    static func callArguments(_ text: String, from start: String.Index) -> [Substring] {
        var arguments: [Substring] = []
        var depth = 0, inString = false
        var argumentStart = start
        var index = start
        var read = 0
        while index < text.endIndex, read < 400 {
            let character = text[index]
            if inString {
                if character == "\\" { index = text.index(after: index); read += 1 } else if character == "\"" { inString = false }
            } else if character == "\"" || character == "'" {
                inString = character == "\""
            } else if character == "(" {
                depth += 1
            } else if character == ")" {
                if depth == 0 {
                    arguments.append(text[argumentStart..<index])
                    break
                }
                depth -= 1
            } else if character == "," && depth == 0 {
                arguments.append(text[argumentStart..<index])
                argumentStart = text.index(after: index)
            }
            if index < text.endIndex { index = text.index(after: index) }
            read += 1
        }
        return arguments.map { Substring($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// `"Avenir-Heavy"` or `'Lato'` without its quotes; nil for anything else (interpolation included).
    static func stringLiteral(_ text: Substring) -> String? {
        guard text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains("\\"), !inner.contains(first) else { return nil }
        return String(inner)
    }
}

// MARK: - CSS

/// CSS rules with `font-family` and `font-size` (px, or rem at a 16 px root), their
/// `line-height` (unitless, px or normal) and a fixed `height` (px), and the `@font-face` rules
/// that map families to files. Anything else (em, %, var(), calc()) is skipped with its line.
enum CSSScanner {
    static func usages(_ text: String, file: String) -> (usages: [TextUsage], faces: [(family: String, url: String)]) {
        let lines = LineIndex(text)
        var usages: [TextUsage] = []
        var faces: [(family: String, url: String)] = []
        let stripped = withoutComments(text)
        var index = stripped.startIndex
        while let open = stripped[index...].firstIndex(of: "{") {
            guard let close = stripped[open...].firstIndex(of: "}") else { break }
            let selector = stripped[index..<open].split(separator: "}").last.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) } ?? ""
            let body = stripped[stripped.index(after: open)..<close]
            index = stripped.index(after: close)
            if selector.hasPrefix("@media") || selector.hasPrefix("@supports") {
                index = stripped.index(after: open)  // read the rules inside
                continue
            }
            var declarations: [String: String] = [:]
            for declaration in body.split(separator: ";") {
                let parts = declaration.split(separator: ":", maxSplits: 1)
                guard parts.count == 2 else { continue }
                declarations[parts[0].trimmingCharacters(in: .whitespacesAndNewlines).lowercased()] =
                    parts[1].trimmingCharacters(in: .whitespacesAndNewlines)
            }
            let line = lines.line(of: open)
            if selector == "@font-face" {
                if let family = declarations["font-family"].map(unquoted), let source = declarations["src"],
                   let url = source.range(of: "url(").map({ source[$0.upperBound...].prefix { $0 != ")" } }) {
                    faces.append((family, unquoted(String(url))))
                }
                continue
            }
            guard let families = declarations["font-family"] else { continue }
            var usage = TextUsage(file: file, line: line, kind: "css \(selector.prefix(60))", platform: .web)
            let first = families.split(separator: ",").map { unquoted(String($0)) }.first ?? ""
            usage.font = .name(first)
            usage.pointSize = declarations["font-size"].flatMap(pixels)
            if usage.pointSize == nil { usage.skipped = "font-size is not a static px or rem value" }
            switch declarations["line-height"] {
            case nil, "normal"?: break
            case let value?:
                if let factor = literalNumber(value[...]) { usage.lineHeight = .multiplier(factor) } else if let fixed = pixels(value) {
                    usage.lineHeight = .fixed(fixed)
                } else {
                    usage.skipped = "line-height \(value) is not unitless, px or rem"
                }
            }
            if let height = declarations["height"] {
                if let fixed = pixels(height) { usage.height = fixed } else if height != "auto" { usage.skipped = "height \(height) is not px or rem" }
            }
            usages.append(usage)
        }
        return (usages, faces)
    }

    static func pixels(_ value: String) -> Double? {
        if value.hasSuffix("px") { return literalNumber(value.dropLast(2)) }
        if value.hasSuffix("rem") { return literalNumber(value.dropLast(3)).map { $0 * 16 } }
        return nil
    }

    static func unquoted(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
    }

    /// The text with each comment replaced by spaces (newlines kept, so lines stay right).
    static func withoutComments(_ text: String) -> String {
        var result = ""
        var index = text.startIndex
        while let start = text[index...].range(of: "/*") {
            result += text[index..<start.lowerBound]
            let end = text[start.upperBound...].range(of: "*/")?.upperBound ?? text.endIndex
            result += text[start.lowerBound..<end].map { $0 == "\n" ? "\n" : " " }
            index = end
        }
        return result + text[index...]
    }
}

// MARK: - Android

/// Text views in Android layouts (`TextView`, `Button`, `EditText` and subclasses):
/// `android:fontFamily` (`@font/name` resolved to `res/font/`, platform families unresolved),
/// `textSize` (sp, dp), `lineHeight`, `lineSpacingMultiplier`, `includeFontPadding`, a fixed
/// `layout_height`, and `android:text` (literal, or `@string/` from `res/values/strings.xml`).
enum AndroidScanner {
    /// A `<style>` of `res/values/*.xml`: its parent and its items.
    struct Style: Sendable {
        var parent: String?
        var items: [String: String]
    }

    /// Every `<style name="...">` of a values file.
    static func styles(_ text: String) -> [String: Style] {
        guard let root = try? XMLReader.parse(text) else { return [:] }
        var styles: [String: Style] = [:]
        for element in root.elements(named: "style") {
            guard let name = element.attributes["name"] else { continue }
            var items: [String: String] = [:]
            for item in element.elements(named: "item") {
                if let key = item.attributes["name"] { items[key] = item.children.map(\.text).joined().trimmingCharacters(in: .whitespacesAndNewlines) }
            }
            styles[name] = Style(parent: element.attributes["parent"], items: items)
        }
        return styles
    }

    /// The attributes a view gets from `style="@style/X"`, then `android:textAppearance`: each
    /// style's items over its parent's (`parent=`, or the name before its last dot), a view's own
    /// attributes over both (Android's attribute resolution order).
    static func styled(_ view: XMLReader.Element, styles: [String: Style]) -> [String: String] {
        func items(_ reference: String?, depth: Int = 0) -> [String: String] {
            guard let reference, reference.hasPrefix("@style/") || reference.hasPrefix("@android:style/") == false,
                  depth < 16 else { return [:] }
            let name = reference.hasPrefix("@style/") ? String(reference.dropFirst("@style/".count)) : reference
            guard let style = styles[name] else { return [:] }
            let parent = style.parent ?? (name.contains(".") ? String(name[..<(name.lastIndex(of: ".") ?? name.endIndex)]) : nil)
            return items(parent, depth: depth + 1).merging(style.items) { _, own in own }
        }
        var attributes = items(view.attributes["android:textAppearance"]).merging(items(view.attributes["style"])) { _, style in style }
        attributes.merge(view.attributes) { _, own in own }
        return attributes
    }

    static func usages(_ text: String, file: String, strings: [String: String], translations: [String: [String]] = [:],
                       styles: [String: Style] = [:]) throws(ScanError) -> [TextUsage] {
        let root: XMLReader.Element
        do { root = try XMLReader.parse(text) } catch {
            throw ScanError(file: file, line: error.line, message: "not well-formed XML: \(error.message)")
        }
        var usages: [TextUsage] = []
        func visit(_ element: XMLReader.Element) {
            let name = element.localName
            if name.hasSuffix("TextView") || name.hasSuffix("Button") || name.hasSuffix("EditText") {
                var styledView = element
                styledView.attributes = styled(element, styles: styles)
                usages.append(usage(styledView, file: file, strings: strings, translations: translations))
            }
            element.elements.forEach(visit)
        }
        visit(root)
        return usages
    }

    private static func usage(_ view: XMLReader.Element, file: String, strings: [String: String],
                              translations: [String: [String]]) -> TextUsage {
        var usage = TextUsage(file: file, line: view.line, kind: view.localName, platform: .android)
        let attribute = { (name: String) in view.attributes["android:" + name] }
        if let family = attribute("fontFamily") {
            if family.hasPrefix("@font/") { usage.font = .name(family) } else { usage.unresolved = "the platform family \(family)" }
        } else {
            usage.unresolved = "no fontFamily: the platform font (Roboto)"
        }
        usage.pointSize = attribute("textSize").flatMap(density)
        if usage.pointSize == nil && usage.unresolved == nil { usage.skipped = "textSize is not a static sp or dp value" }
        if let lineHeight = attribute("lineHeight") {
            if let fixed = density(lineHeight) { usage.lineHeight = .fixed(fixed) } else { usage.skipped = "lineHeight \(lineHeight) is not sp or dp" }
        } else if let multiple = attribute("lineSpacingMultiplier").flatMap({ literalNumber($0[...]) }) {
            usage.lineHeight = .platformMultiple(multiple)
        }
        if let padding = attribute("includeFontPadding") { usage.includeFontPadding = padding == "true" }
        usage.height = attribute("layout_height").flatMap(density)
        if let text = attribute("text") {
            if text.hasPrefix("@string/") {
                let name = String(text.dropFirst("@string/".count))
                usage.text = strings[name]
                usage.translations = translations[name] ?? []
            } else {
                usage.text = text
            }
        }
        return usage
    }

    /// `16sp`, `16dp` or `16dip` as a number of dp.
    static func density(_ value: String) -> Double? {
        for unit in ["sp", "dp", "dip"] where value.hasSuffix(unit) { return literalNumber(value.dropLast(unit.count)) }
        return nil
    }

    /// A `res/font/` font-family XML: the resource of its regular font (weight 400, or none given,
    /// normal style), or its first font.
    static func familyRegular(_ text: String) -> String? {
        guard let root = try? XMLReader.parse(text), root.localName == "font-family" else { return nil }
        let fonts = root.elements.filter { $0.localName == "font" }
        func resource(_ font: XMLReader.Element) -> String? {
            (font.attributes["android:font"] ?? font.attributes["app:font"]).flatMap { $0.hasPrefix("@font/") ? String($0.dropFirst(6)) : nil }
        }
        let regular = fonts.first { font in
            let weight = font.attributes["android:fontWeight"] ?? font.attributes["app:fontWeight"] ?? "400"
            let style = font.attributes["android:fontStyle"] ?? font.attributes["app:fontStyle"] ?? "normal"
            return weight == "400" && style == "normal"
        }
        return (regular ?? fonts.first).flatMap(resource)
    }

    /// `res/values/strings.xml`: each `<string name="...">` and its text.
    static func strings(_ text: String) -> [String: String] {
        guard let root = try? XMLReader.parse(text) else { return [:] }
        var strings: [String: String] = [:]
        for element in root.elements(named: "string") {
            if let name = element.attributes["name"] { strings[name] = element.children.map(\.text).joined() }
        }
        return strings
    }
}

// MARK: - Flutter

/// `TextStyle(fontFamily: 'X', fontSize: 17, height: 1.2)` with literal values; the rest is
/// skipped with its line.
enum FlutterScanner {
    /// `pubspec.yaml`'s `flutter: fonts:` list: each family and its first asset (the regular one
    /// when weights are given), read line by line as the YAML Flutter documents it.
    static func pubspecFonts(_ text: String) -> [(family: String, asset: String)] {
        var fonts: [(family: String, asset: String)] = []
        var family: String?
        var hasAsset = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("- family:") {
                family = CSSScanner.unquoted(String(trimmed.dropFirst("- family:".count)))
                hasAsset = false
            } else if trimmed.hasPrefix("- asset:"), let current = family, !hasAsset {
                fonts.append((current, CSSScanner.unquoted(String(trimmed.dropFirst("- asset:".count)))))
                hasAsset = true
            }
        }
        return fonts
    }

    static func usages(_ text: String, file: String) -> [TextUsage] {
        let lines = LineIndex(text)
        var usages: [TextUsage] = []
        var start = text.startIndex
        while let found = text.range(of: "TextStyle(", range: start..<text.endIndex) {
            start = found.upperBound
            var usage = TextUsage(file: file, line: lines.line(of: found.lowerBound), kind: "TextStyle", platform: .flutter)
            let arguments = SwiftScanner.callArguments(text, from: found.upperBound)
            func value(_ name: String) -> Substring? {
                arguments.first { $0.hasPrefix(name + ":") }.map { Substring($0.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces)) }
            }
            guard let family = value("fontFamily") else { continue }  // a style that keeps the inherited font
            guard let name = SwiftScanner.stringLiteral(family), let size = value("fontSize").flatMap(literalNumber) else {
                usage.skipped = "fontFamily or fontSize is computed, not a literal"
                usages.append(usage)
                continue
            }
            usage.font = .name(name)
            usage.pointSize = size
            if let height = value("height") {
                if let factor = literalNumber(height) { usage.lineHeight = .multiplier(factor) } else { usage.skipped = "height is computed" }
            }
            usages.append(usage)
        }
        return usages
    }
}
