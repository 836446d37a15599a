import DesignTokens
import FontValues
import Foundation
import LineBoxAnalysis
import TextSources

/// Lines of a text, for turning an offset into a 1-based line number quickly.
struct LineIndex {
    private var starts: [String.Index]

    /// Lines end at each line feed byte, a CRLF's too (which Swift reads as one Character).
    init(_ text: String) {
        starts = [text.startIndex]
        let utf8 = text.utf8
        var index = utf8.startIndex
        while let newline = utf8[index...].firstIndex(of: UInt8(ascii: "\n")) {
            index = utf8.index(after: newline)
            starts.append(index)
        }
    }

    /// The 1-based column of `index` in its line of `text`, in UTF-16 code units (SARIF's default
    /// column kind).
    func column(of index: String.Index, in text: String) -> Int {
        text.utf16.distance(from: starts[line(of: index) - 1], to: index) + 1
    }

    func line(of index: String.Index) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }
}

/// The root element of an XML source, or its first problem as a scan error with its line: a file
/// the scan reads and cannot parse (malformed, a DOCTYPE with declarations) is never ignored.
func parseXML(_ text: String, file: String, externalDTD: Bool = false) throws(ScanError) -> XMLReader.Element {
    do { return try XMLReader.parse(text, externalDTD: externalDTD) } catch {
        throw ScanError(file: file, line: error.line, message: "not well-formed XML: \(error.message)")
    }
}

// MARK: - Storyboards and XIBs

/// `label`, `button`, `textField` and `textView` elements of Interface Builder documents: their
/// `fontDescription` (a custom font by PostScript name, or a system font or text style, which
/// stays unresolved), their text, a height constraint on themselves, attributed text with its
/// font and paragraph style, and each size-class `variation` as a usage of its own.
enum StoryboardScanner {
    static let views: Set<String> = ["label", "button", "textField", "textView"]

    /// The document's usages, and the font files its `customFonts` element lists: Xcode adds
    /// those to the built app's `UIAppFonts`, so a storyboard registers the fonts it uses.
    static func usages(_ text: String, file: String) throws(ScanError) -> (usages: [TextUsage], fonts: Set<String>) {
        let root = try parseXML(text, file: file)
        let constrained = constrainedAttributes(root)
        var usages: [TextUsage] = []
        var fonts: Set<String> = []
        func visit(_ element: XMLReader.Element) {
            guard usages.count <= AppScan.usageLimit else { return }  // the scan says the file is over the limit
            if views.contains(element.name) { usages += self.usages(of: element, file: file, constrained: constrained) }
            if element.name == "customFonts" {
                fonts.formUnion(
                    element.elements.compactMap { $0.attributes["key"] }.map { ($0 as NSString).lastPathComponent })
            }
            element.elements.forEach(visit)
        }
        visit(root)
        return (usages, fonts)
    }

    /// Each view's constrained attributes (`leading`, `width`...), by id, from every constraint
    /// of the document: its first item (the view holding the constraints when none is named) and
    /// its second.
    static func constrainedAttributes(_ root: XMLReader.Element) -> [String: Set<String>] {
        var constrained: [String: Set<String>] = [:]
        var seen = 0
        func visit(_ element: XMLReader.Element) {
            guard seen < 100_000 else { return }  // a bounded cost, like every reader of a scan
            seen += 1
            let id = element.attributes["id"]
            for constraints in element.elements(named: "constraints") {
                for constraint in constraints.elements(named: "constraint") {
                    if let first = constraint.attributes["firstItem"] ?? id,
                        let attribute = constraint.attributes["firstAttribute"]
                    {
                        constrained[first, default: []].insert(attribute)
                    }
                    if let second = constraint.attributes["secondItem"],
                        let attribute = constraint.attributes["secondAttribute"]
                    {
                        constrained[second, default: []].insert(attribute)
                    }
                }
            }
            for child in element.elements where child.name != "constraints" { visit(child) }
        }
        visit(root)
        return constrained
    }

    /// A label's width against its text: a width constraint, or both edges pinned, make it
    /// wider, with the text where `textAlignment` puts it (natural and left: its start); a label
    /// under Auto Layout without them hugs its text (its intrinsic width); a view no constraint
    /// names (frames, autoresizing) is not known.
    static func sides(_ view: XMLReader.Element, constrained: [String: Set<String>]) -> ViewSides {
        guard let id = view.attributes["id"], let attributes = constrained[id] else { return .unstated }
        let pinned =
            !attributes.isDisjoint(with: ["leading", "left", "leadingMargin"])
            && !attributes.isDisjoint(with: ["trailing", "right", "trailingMargin"])
        guard attributes.contains("width") || pinned else { return .hugs }
        switch view.attributes["textAlignment"] {
        case "center"?: return .wider(aligned: .center)
        case "right"?: return .wider(aligned: .end)
        default: return .wider(aligned: .start)
        }
    }

    private static func usages(of view: XMLReader.Element, file: String, constrained: [String: Set<String>])
        -> [TextUsage]
    {
        var usage = TextUsage(file: file, line: view.line, kind: .storyboard(element: view.name), platform: .ios)
        usage.sides = sides(view, constrained: constrained)
        usage.text =
            view.attributes["text"] ?? view.elements(named: "state").first?.attributes["title"]
            ?? view.attributes["placeholder"]
        // A height constraint on the view itself (no second item): the label is that tall.
        for constraints in view.elements(named: "constraints") {
            for constraint in constraints.elements(named: "constraint")
            where constraint.attributes["firstAttribute"] == "height" && constraint.attributes["secondItem"] == nil
                && (constraint.attributes["relation"] ?? "equal") == "equal"
            {
                usage.height = constraint.attributes["constant"].flatMap { literalNumber($0[...]) }
            }
        }
        var result: [TextUsage] = []
        if let attributed = view.elements.first(where: { $0.name == "attributedString" }) {
            result.append(attributedUsage(usage, attributed))
        } else if let description = fontDescription(in: view) {
            var applied = apply(description, to: usage)
            if view.attributes["adjustsFontForContentSizeCategory"] == "YES", case .name? = applied.font {
                applied.note =
                    "adjustsFontForContentSizeCategory is set, but UIKit scales only text-style and UIFontMetrics "
                    + "fonts: this custom font stays at its size"
            }
            result.append(applied)
        } else {
            usage.unresolved = .defaultSystemFont
            result.append(usage)
        }
        // Size-class variations: their own font, at their own line.
        for variation in view.elements(named: "variation") {
            guard let description = fontDescription(in: variation) else { continue }
            var varied = usage
            varied.line = variation.line
            if case .storyboard(let element, _) = varied.kind {
                varied.kind = .storyboard(element: element, variation: variation.attributes["key"] ?? "?")
            }
            result.append(apply(description, to: varied))
        }
        return result
    }

    private static func fontDescription(in element: XMLReader.Element) -> XMLReader.Element? {
        element.elements.first {
            $0.name == "fontDescription" && ($0.attributes["key"] ?? "fontDescription") == "fontDescription"
        }
    }

    /// A custom font by PostScript name, drawn at its size whatever the text size setting (UIKit
    /// scales only text-style and `UIFontMetrics` fonts, even with `adjustsFontForContentSizeCategory`;
    /// H, Apple's documentation of that property); a text style, the system font at the style's size,
    /// scaled along its curve (M: a nib resolves its text styles at the setting it loads at, and
    /// `adjustsFontForContentSizeCategory` follows later changes); a system font of a `type` and
    /// `weight` at its size.
    private static func apply(_ description: XMLReader.Element, to usage: TextUsage) -> TextUsage {
        var usage = usage
        usage.pointSize = description.attributes["pointSize"].flatMap { literalNumber($0[...]) }
        if let name = description.attributes["name"] {
            usage.font = .name(name)
        } else if let name = description.attributes["style"] {
            usage.unresolved = .dynamicType(style: name)
            if let style = TextStyle.allCases.first(where: { $0.uiKitName == name }) {
                usage.pointSize = usage.pointSize ?? style.size(at: .l)
                usage.font = .platform(
                    .iosSystem(declared: "\(style)", weight: style.weight, size: usage.pointSize ?? 17))
                usage.scaling = .dynamicType(style)
            }
        } else {
            let type = description.attributes["type"] ?? "system"
            usage.unresolved = .systemFont(type: type)
            if let size = usage.pointSize {
                usage.font = .platform(
                    .iosSystem(
                        declared: type,
                        weight: PlatformFamily.iosWeight(type: type, weight: description.attributes["weight"]),
                        size: size))
                if type == "italicSystem" { usage.weight = FontWeight(value: 400, italic: true) }
            }
        }
        if usage.pointSize == nil && usage.unresolved == nil { usage.skipped = .noPointSize }
        return usage
    }

    /// Attributed text: its fragments' text, the first fragment's font and paragraph style.
    private static func attributedUsage(_ usage: TextUsage, _ attributed: XMLReader.Element) -> TextUsage {
        var usage = usage
        let fragments = attributed.elements(named: "fragment")
        usage.text = fragments.compactMap { $0.attributes["content"] }.joined()
        guard let attributes = fragments.first?.elements(named: "attributes").first else {
            usage.unresolved = .attributedWithoutAttributes
            return usage
        }
        if let font = attributes.elements.first(where: { $0.name == "font" && $0.attributes["key"] == "NSFont" }) {
            usage.pointSize = font.attributes["size"].flatMap { literalNumber($0[...]) }
            if let name = font.attributes["name"] {
                usage.font = .name(name)
            } else {
                usage.unresolved = .attributedSystemFont
            }
        } else {
            usage.unresolved = .attributedWithoutFont
        }
        if let style = attributes.elements.first(where: { $0.name == "paragraphStyle" }) {
            let (lineHeight, skipped) = ParagraphStyle.lineHeight(
                style.attributes.compactMapValues { literalNumber($0[...]) })
            usage.lineHeight = lineHeight
            if let skipped { usage.skipped = skipped }
        }
        return usage
    }
}

/// An `NSParagraphStyle`'s line height, from a storyboard's `paragraphStyle` or Swift's
/// `NSMutableParagraphStyle` properties: equal minimum and maximum fix it, else a
/// `lineHeightMultiple` multiplies the font's own line. `lineSpacing` only adds space between
/// lines, so it does not change a line's box.
enum ParagraphStyle {
    static let properties: Set<String> = [
        "minimumLineHeight", "maximumLineHeight", "lineHeightMultiple", "lineSpacing",
    ]

    static func lineHeight(_ values: [String: Double]) -> (TokenLineHeight, skipped: SkipReason?) {
        let minimum = values["minimumLineHeight"].flatMap { $0 > 0 ? $0 : nil }
        let maximum = values["maximumLineHeight"].flatMap { $0 > 0 ? $0 : nil }
        if let minimum, let maximum, minimum == maximum { return (.fixed(minimum), nil) }
        if minimum != nil || maximum != nil {
            return (.normal, .lineHeightRange)
        }
        if let multiple = values["lineHeightMultiple"], multiple > 0 { return (.platformMultiple(multiple), nil) }
        return (.normal, nil)
    }
}

// MARK: - Info.plist

/// `UIAppFonts` in an XML property list: the font files an iOS app registers, by file name
/// (paths inside the bundle keep only their last component). Binary plists are not read: one
/// that lists UIAppFonts is an error of the scan (`AppScan`).
enum InfoPlistScanner {
    static func appFonts(_ text: String, file: String) throws(ScanError) -> Set<String>? {
        guard text.contains("UIAppFonts") else { return nil }
        guard let dictionary = try parseXML(text, file: file, externalDTD: true).elements(named: "dict").first else {
            return nil
        }
        let entries = dictionary.elements
        for (index, entry) in entries.enumerated()
        where entry.name == "key" && entry.children.map(\.text).joined() == "UIAppFonts" {
            guard index + 1 < entries.count, entries[index + 1].name == "array" else { return [] }
            return Set(
                entries[index + 1].elements(named: "string").map {
                    ($0.children.map(\.text).joined() as NSString).lastPathComponent
                })
        }
        return nil
    }
}

// MARK: - Swift and SwiftUI

/// Literal fonts in Swift: `UIFont(name: "X", size: 17)`, SwiftUI `.custom("X", size: 17)` and
/// `Font.custom("X", size: 17, relativeTo: .body)` (checked at its size at the default Dynamic Type
/// setting). What is visible next to the call without evaluating code is read with it:
/// - the text: SwiftUI's `Text("...")` the font modifier is chained to, the label whose `.font` the
///   statement sets when the file gives it one literal `.text`, or `NSAttributedString(string:)`;
/// - the paragraph style an attributes literal names (`.paragraphStyle: style`), from the
///   `style.minimumLineHeight = 21` assignments of that `NSMutableParagraphStyle()` in the file.
/// A call whose name or size is not a literal, and a paragraph style set from computed values,
/// are listed as skipped with their line; nothing is evaluated.
enum SwiftScanner {
    /// A font a `static let` or `static var` holds (`static let title = Font.custom("Brand", size: 28)`),
    /// by the name it is referred to: `Font.title` (a member of `extension Font` is also `.title`
    /// where a Font is expected), `AppFont.title` for a member of `enum AppFont`.
    struct FontMember: Equatable {
        var type: String
        var name: String
        var line: Int
    }

    /// A `.font(...)` modifier (SwiftUI) or a `.font = ...` assignment (UIKit) that names a member
    /// rather than a literal: `.font(.title)`, `.font(AppFont.title)`, `label.font = .body`.
    struct FontReference: Equatable {
        /// The type written before the member, nil for an implicit member (`.title`).
        var type: String?
        var name: String
        var line: Int
        /// As written, for the usage's kind: `.font(AppFont.title)`.
        var written: String
        /// What the source says of the Text the modifier is chained to (`SwiftScanner.textContext`,
        /// `StyleSyntax.textContext`), or the label's one literal text.
        var context = StyleSyntax.TextContext()
        /// A call's arguments (`.font(.poppins(.bold, size: 16))`: a helper, `SwiftFontFunctions`);
        /// nil for a member.
        var arguments: [Substring]?
    }

    /// The SwiftUI and UIKit text styles a bare `.font(.body)` names: Dynamic Type's system font.
    static let textStyles: Set<String> = [
        "largeTitle", "title", "title1", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote",
        "caption", "caption1", "caption2",
    ]

    /// The text style a SwiftUI `Font` or UIKit `UIFont.TextStyle` member names (SwiftUI's
    /// `title` and `caption` are UIKit's `title1` and `caption1`).
    static func textStyle(named name: String) -> TextStyle? {
        let aliases: [String: TextStyle] = ["title": .title1, "caption": .caption1]
        return aliases[name] ?? TextStyle.allCases.first { "\($0)" == name }
    }

    /// Each `static let|var name = Font.custom(...)` or `= UIFont(name:size:)` of the file, with
    /// the type it is declared in (the innermost `extension`, `struct`, `enum` or `class` by braces,
    /// as for Kotlin and Dart: `StyleDeclaration.typeSpans`).
    static func fontMembers(_ source: SourceText) -> [FontMember] {
        let text = source.text
        var members: [FontMember] = []
        let types = StyleDeclaration.typeSpans(text)
        for (offset, statement) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            // A line of a multi-line string is no declaration.
            guard let first = statement.firstIndex(where: { !$0.isWhitespace }), source.isCode(first) else { continue }
            let trimmed = statement.trimmingCharacters(in: .whitespaces)
            guard trimmed.contains("static "), let equals = trimmed.firstIndex(of: "="),
                let type = StyleDeclaration.type(at: statement.startIndex, in: types)
            else { continue }
            let value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            guard value.hasPrefix("Font.custom(") || value.hasPrefix(".custom(") || value.hasPrefix("UIFont(name:")
            else {
                continue
            }
            let head = trimmed[..<equals]
            guard let declared = head.range(of: "let ") ?? head.range(of: "var ") else { continue }
            let name = String(head[declared.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            if !name.isEmpty { members.append(FontMember(type: type, name: name, line: offset + 1)) }
        }
        return members
    }

    /// Each `.font(.name)`, `.font(Type.name)` (a weight or design chained after it is allowed) and
    /// `.font = .name` / `Type.name` of the file; literals are `usages`' business, variables are not read.
    static func fontReferences(_ source: SourceText) -> [FontReference] {
        let text = source.text
        let lines = source.lines
        let texts = labelTexts(text)
        var references: [FontReference] = []
        for marker in [".font(", ".font = "] {
            var start = text.startIndex
            while references.count <= AppScan.usageLimit, let found = source.firstCode(of: marker, from: start) {
                start = found.upperBound
                let argument = text[found.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
                let parts = argument.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
                // `.font(.title)`: ["", "title"]; `.font(AppFont.title)`: ["AppFont", "title"] (then maybe `.bold`).
                guard parts.count >= 2, !parts[1].isEmpty, parts[1] != "custom", parts[1] != "system",
                    parts[0].isEmpty || parts[0].first?.isUppercase == true
                else { continue }
                let type = parts[0].isEmpty ? nil : parts[0]
                // `.font(.poppins(.bold, size: 16))` calls a helper; `.font(.title.bold())` chains a weight.
                let arguments =
                    parts.count == 2 && text[argument.endIndex...].first == "("
                    ? callArguments(text, from: text.index(after: argument.endIndex)) : nil
                let called = arguments.map { "\(argument)(\($0.joined(separator: ", ")))" } ?? String(argument)
                let written = marker == ".font(" ? ".font(\(called))" : ".font = \(called)"
                let context =
                    marker == ".font("
                    ? textContext(text, modifier: found.lowerBound)
                    : StyleSyntax.TextContext(text: labelText(text, before: found.upperBound, texts: texts))
                references.append(
                    FontReference(
                        type: type, name: parts[1], line: lines.line(of: found.lowerBound), written: written,
                        context: context, arguments: arguments))
            }
        }
        return references
    }

    /// How Dynamic Type reaches a literal font: SwiftUI's `.custom(_:size:)` scales along body's
    /// curve and `relativeTo: .style` along that style's, `fixedSize:` not at all (Apple,
    /// `Font.custom(_:size:)`, H); a `UIFont(name:size:)` only as the argument of
    /// `UIFontMetrics(forTextStyle: .style).scaledFont(for:)` (`UIFontMetrics.default`: body) (H:
    /// `adjustsFontForContentSizeCategory` scales only such fonts). The call is looked for in the
    /// 300 characters before the font, however they are split into lines: a bounded look, so that
    /// a file of one long line costs what its size does.
    static func dynamicTypeScaling(
        _ call: SwiftFontCall, arguments: [Substring], text: String, before position: String.Index
    ) -> TextScaling? {
        func style(_ name: Substring) -> TextStyle? {
            textStyle(named: String(name.trimmingCharacters(in: .whitespaces).drop { $0 == "." }))
        }
        switch call {
        case .custom:
            if arguments.contains(where: { $0.hasPrefix("fixedSize:") }) { return nil }
            guard let relative = arguments.first(where: { $0.hasPrefix("relativeTo:") }) else {
                return .dynamicType(.body)
            }
            return style(relative.dropFirst("relativeTo:".count)).map(TextScaling.dynamicType)
        case .uiFont, .systemFont:
            let start = text.index(position, offsetBy: -300, limitedBy: text.startIndex) ?? text.startIndex
            let window = text[start..<position]
            let argumentOf = window.reversed().drop(while: \.isWhitespace).prefix(15)
            guard String(argumentOf.reversed()) == "scaledFont(for:",
                let metrics = window.range(of: "UIFontMetrics", options: .backwards)
            else { return nil }
            let rest = window[metrics.upperBound...]
            if rest.hasPrefix(".default") { return .dynamicType(.body) }
            guard let argument = rest.range(of: "forTextStyle:") else { return nil }
            let name = rest[argument.upperBound...].prefix { $0 != ")" }
            return style(name).map(TextScaling.dynamicType)
        case .customRelative, .system:
            return nil
        case .systemStyle, .preferredFont:
            return arguments.first.flatMap { style($0) }.map(TextScaling.dynamicType)
        }
    }

    /// Apple's system font in Swift, as `UIFont` and SwiftUI's `Font` name it, at a literal size
    /// and weight (`.systemFont(ofSize: 17, weight: .semibold)`, `.system(size: 15)`) or a text
    /// style (`UIFont.preferredFont(forTextStyle: .body)`, `.system(.headline)`: the style's size
    /// and weight, scaled with Dynamic Type). A `design:` other than `.default` (SF Pro Rounded,
    /// New York, SF Mono) is left unresolved: other fonts.
    static let systemFontCalls: [(marker: String, call: SwiftFontCall)] = [
        (".systemFont(ofSize:", .systemFont), ("boldSystemFont(ofSize:", .systemFont),
        ("italicSystemFont(ofSize:", .systemFont), (".system(size:", .system), (".system(.", .systemStyle),
        ("preferredFont(forTextStyle:", .preferredFont),
    ]

    private static func systemFont(
        _ call: SwiftFontCall, marker: String, arguments: [Substring], into usage: inout TextUsage
    ) {
        func value(_ label: String) -> Substring? {
            arguments.first { $0.hasPrefix(label + ":") }.map {
                Substring($0.dropFirst(label.count + 1).trimmingCharacters(in: .whitespaces))
            }
        }
        var declared = call == .system ? "system" : "systemFont"
        var weight = 400
        switch call {
        case .systemFont, .system:
            // The marker holds the size's label, so the size is the first argument.
            usage.pointSize = arguments.first.flatMap { literalNumber($0) }
            if marker.hasPrefix("bold") { (declared, weight) = ("boldSystemFont", 700) }
            if marker.hasPrefix("italic") {
                declared = "italicSystemFont"
                usage.weight = FontWeight(value: 400, italic: true)
            }
            if let name = value("weight")?.split(separator: ".").last {
                weight = PlatformFamily.iosWeight(type: "system", weight: String(name))
            }
        default:
            guard let style = arguments.first.flatMap({ textStyle(named: String($0.drop { $0 == "." })) }) else {
                usage.skipped = .computed("the text style")
                return
            }
            declared = "\(style)"
            weight = style.weight
            if let name = value("weight")?.split(separator: ".").last {
                weight = PlatformFamily.iosWeight(type: "system", weight: String(name))
            }
            usage.pointSize = style.size(at: .l)
        }
        if let design = value("design"), design != ".default" {
            usage.unresolved = .systemFont(type: "design \(design)")
            return
        }
        guard let size = usage.pointSize else {
            usage.skipped = .computed("the font size")
            return
        }
        usage.unresolved =
            call == .systemFont || call == .system ? .systemFont(type: declared) : .dynamicType(style: declared)
        usage.font = .platform(.iosSystem(declared: declared, weight: weight, size: size))
    }

    /// The literal fonts of a Swift file (`usages(_:file:)` of its lexed source).
    static func usages(_ text: String, file: String) -> [TextUsage] { usages(SourceText(text, .swift), file: file) }

    static func usages(_ source: SourceText, file: String) -> [TextUsage] {
        let text = source.text
        let lines = source.lines
        let styles = paragraphStyles(source)
        let texts = labelTexts(text)
        var usages: [TextUsage] = []
        for (marker, call) in [("UIFont(name:", SwiftFontCall.uiFont), (".custom(", .custom)] + systemFontCalls {
            var start = text.startIndex
            while usages.count <= AppScan.usageLimit, let found = source.firstCode(of: marker, from: start) {
                start = found.upperBound
                var usage = TextUsage(
                    file: file, line: lines.line(of: found.lowerBound), kind: .swift(call), platform: .ios)
                if call == .uiFont || call == .custom {
                    let arguments = callArguments(text, from: found.upperBound)
                    let name = arguments.first.flatMap(stringLiteral)
                    let size = arguments.first { $0.hasPrefix("size:") }.flatMap {
                        literalNumber($0.dropFirst("size:".count))
                    }
                    if arguments.contains(where: { $0.hasPrefix("relativeTo:") }) {
                        usage.kind = .swift(.customRelative)
                    }
                    usage.scaling = dynamicTypeScaling(call, arguments: arguments, text: text, before: found.lowerBound)
                    if let name, let size {
                        usage.font = .name(name)
                        usage.pointSize = size
                    } else {
                        usage.skipped = .computed("the font name or size")
                    }
                } else {
                    // The arguments from the marker's parenthesis, the first without the label the marker holds.
                    guard let open = text[found].firstIndex(of: "(") else { continue }
                    var arguments = callArguments(text, from: text.index(after: open))
                    if let label = marker.split(separator: "(").last, label.hasSuffix(":"), !arguments.isEmpty {
                        arguments[0] = Substring(
                            arguments[0].dropFirst(label.count).trimmingCharacters(in: .whitespaces))
                    }
                    usage.scaling = dynamicTypeScaling(call, arguments: arguments, text: text, before: found.lowerBound)
                    systemFont(call, marker: marker, arguments: arguments, into: &usage)
                }
                if let modifier = fontModifier(text, before: found.lowerBound) {
                    usage.apply(textContext(text, modifier: modifier))
                }
                usage.text = usage.text ?? labelText(text, before: found.lowerBound, texts: texts)
                if let attributes = enclosingBrackets(text, around: found.lowerBound) {
                    read(attributes, of: text, styles: styles, into: &usage)
                }
                usages.append(usage)
            }
        }
        return usages.sorted { ($0.line, $0.kind.description) < ($1.line, $1.kind.description) }
    }

    /// Each `let name = NSMutableParagraphStyle()` of the file and the properties it is given by
    /// `name.property = value` (nil values: not a literal, or two different literals).
    static func paragraphStyles(_ source: SourceText) -> [String: [String: Double?]] {
        let text = source.text
        var styles: [String: [String: Double?]] = [:]
        var start = text.startIndex
        while let found = source.firstCode(of: "= NSMutableParagraphStyle()", from: start) {
            start = found.upperBound
            let before = text[..<found.lowerBound].reversed().drop { $0 == " " }.prefix {
                $0.isLetter || $0.isNumber || $0 == "_"
            }
            guard !before.isEmpty else { continue }
            styles[String(before.reversed())] = [:]
        }
        guard !styles.isEmpty else { return styles }
        for statement in text.split(whereSeparator: { $0 == "\n" || $0 == ";" }) {
            let parts = statement.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, let target = parts.first?.trimmingCharacters(in: .whitespaces),
                let dot = target.firstIndex(of: "."), styles[String(target[..<dot])] != nil
            else { continue }
            let name = String(target[..<dot])
            let property = String(target[target.index(after: dot)...])
            guard ParagraphStyle.properties.contains(property), var properties = styles[name] else { continue }
            let value = literalNumber(Substring(parts[1].trimmingCharacters(in: .whitespaces)))
            // A property given two different values (two styles of one name in the file) is not guessed.
            if let previous = properties[property], previous != value {
                properties[property] = .some(nil)
            } else {
                properties[property] = .some(value)
            }
            styles[name] = properties
        }
        return styles
    }

    /// The text and paragraph style of the attributes literal `[...]` that holds the font.
    private static func read(
        _ attributes: Range<String.Index>, of text: String, styles: [String: [String: Double?]],
        into usage: inout TextUsage
    ) {
        let literal = text[attributes]
        if let key = literal.range(of: ".paragraphStyle:") {
            let name = String(
                literal[key.upperBound...].drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            if let properties = styles[name] {
                if properties.values.contains(where: { $0 == nil }) {
                    usage.skipped = .paragraphStyleComputed(name)
                } else {
                    let (lineHeight, skipped) = ParagraphStyle.lineHeight(properties.compactMapValues { $0 })
                    usage.lineHeight = lineHeight
                    if let skipped { usage.skipped = skipped }
                }
            } else {
                usage.skipped = .paragraphStyleNotFound(name.isEmpty ? "given" : name)
            }
        }
        // `NSAttributedString(string: "...", attributes: [` just before the literal.
        let head = text[
            (text.index(attributes.lowerBound, offsetBy: -200, limitedBy: text.startIndex) ?? text.startIndex)..<attributes
                .lowerBound]
        if let call = head.range(of: "AttributedString(string:", options: .backwards) {
            usage.text =
                callArguments(text, from: text.index(call.upperBound, offsetBy: -"string:".count)).first
                .flatMap {
                    stringLiteral(Substring($0.dropFirst("string:".count).trimmingCharacters(in: .whitespaces)))
                } ?? usage.text
        }
    }

    /// The `[`...`]` around `index` (an attributes dictionary), when one opens at most 300
    /// characters before it, outside any other bracket or parenthesis.
    private static func enclosingBrackets(_ text: String, around index: String.Index) -> Range<String.Index>? {
        var depth = 0
        var cursor = index
        var open: String.Index?
        for _ in 0..<300 where cursor > text.startIndex {
            cursor = text.index(before: cursor)
            let character = text[cursor]
            if character == "]" || character == ")" {
                depth += 1
            } else if character == "(" || character == "[" {
                // `UIFontMetrics(...).scaledFont(for: UIFont(...))` is the font itself: look past it.
                if depth == 0, character == "(", text[..<cursor].hasSuffix("scaledFont") { continue }
                if depth == 0 {
                    if character == "[" { open = cursor }
                    break
                }
                depth -= 1
            } else if character == "{" || character == "}" {
                break
            }
        }
        guard let open else { return nil }
        depth = 0
        var close = text.index(after: open)
        var read = 0
        while close < text.endIndex, read < 2000 {
            let character = text[close]
            if character == "[" || character == "(" {
                depth += 1
            } else if character == "]" || character == ")" {
                if depth == 0 { return character == "]" ? open..<text.index(after: close) : nil }
                depth -= 1
            }
            close = text.index(after: close)
            read += 1
        }
        return nil
    }

    /// What SwiftUI says of the `Text(...)` a font modifier (`.font(` at `modifier`) is chained to,
    /// nothing when it is chained to no Text (docs/line-box-models.md, "What cuts"): the Text's
    /// literal text, and what its chain of modifiers declares, read in order. A SwiftUI Text cuts
    /// at its frame as the label it is drawn with (U, the default); its chain can say more:
    /// - `.fixedSize()` (or `horizontal: true`): the Text is as wide as its text (H, Apple's
    ///   `fixedSize()`): its sides hug it; and it keeps its own height whatever frame follows.
    /// - `.frame(height: h)` with a literal `h` and the default centre alignment, nothing between
    ///   the Text and it that sizes it (`.padding`, a frame with a height, `.fixedSize`): the
    ///   Text's frame is `h` tall, its line centred in it as in a label of that height (U, as the
    ///   default); any other frame with a height, or padding, is further out than the text.
    /// - `.clipped()` or `.clipShape(...)`: cut at that frame (H, Apple's `clipped()`); after
    ///   padding or a frame further out, at a bound the source does not tie to the text's: said,
    ///   and the Text's own frame still cuts.
    static func textContext(_ text: String, modifier: String.Index) -> StyleSyntax.TextContext {
        let head = text[
            (text.index(modifier, offsetBy: -300, limitedBy: text.startIndex) ?? text.startIndex)..<modifier]
        guard let call = head.range(of: "Text(", options: .backwards),
            call.lowerBound == text.startIndex
                || !text[text.index(before: call.lowerBound)].isLetter
                    && !text[text.index(before: call.lowerBound)].isNumber,
            case (let arguments, let end?) = Self.call(text, from: call.upperBound)
        else { return StyleSyntax.TextContext() }
        let chain = modifiers(text, from: end)
        guard chain.contains(where: { $0.start == modifier }) else { return StyleSyntax.TextContext() }
        var context = StyleSyntax.TextContext(
            text: arguments.count == 1 ? arguments.first.flatMap(stringLiteral) : nil)
        var sized = false  // something between the Text and the modifier being read sizes it
        var framed: Double?
        for modifier in chain {
            let labelled = { (label: String) in modifier.arguments.first { $0.hasPrefix(label + ":") } }
            switch modifier.name {
            case "fixedSize":
                if modifier.arguments == [""] || labelled("horizontal").map({ $0.hasSuffix("true") }) == true {
                    context.sides = .hugs
                }
                sized = true
            case "padding":
                sized = true
            case "frame":
                let height = labelled("height").flatMap { literalNumber($0.dropFirst("height:".count)) }
                let centred = labelled("alignment").map { $0.hasSuffix(".center") } ?? true
                let tall = ["height", "minHeight", "maxHeight", "idealHeight"].contains { labelled($0) != nil }
                if !sized, framed == nil, let height, centred {
                    framed = height
                    context.height = height
                } else if tall {
                    sized = true
                }
            case "clipped", "clipShape":
                if sized {
                    context.overflowReason =
                        "a .\(modifier.name) around it cuts at a frame the source does not tie to the text's; "
                        + "the Text's own frame cuts as a label's"
                } else {
                    context.overflow = .hidden
                    context.overflowReason =
                        framed.map { ".frame(height: \(NumberText.shortest($0))).\(modifier.name) cuts at that frame" }
                        ?? ".\(modifier.name) cuts at the Text's frame"
                }
                return context
            default:
                continue
            }
        }
        return context
    }

    /// Where the `.font(` modifier a literal font is the argument of starts: `.font(.custom(...))`,
    /// `.font(Font.custom(...))`; nil for a font given elsewhere.
    private static func fontModifier(_ text: String, before index: String.Index) -> String.Index? {
        var head = text[(text.index(index, offsetBy: -40, limitedBy: text.startIndex) ?? text.startIndex)..<index]
        if head.hasSuffix("Font") { head = head.dropLast(4) }
        head = head[..<(head.lastIndex { !$0.isWhitespace }.map(head.index(after:)) ?? head.startIndex)]
        return head.hasSuffix(".font(") ? text.index(head.endIndex, offsetBy: -".font(".count) : nil
    }

    /// The modifiers chained from `start` (`.font(x)`, `.bold()`, `.italic`), each with its
    /// arguments and where its `.` is: at most 32, each read by `call`'s bounded look; a trailing
    /// closure or anything else ends the chain.
    static func modifiers(_ text: String, from start: String.Index) -> [(
        name: Substring, arguments: [Substring], start: String.Index
    )] {
        var chain: [(name: Substring, arguments: [Substring], start: String.Index)] = []
        var cursor = start
        while chain.count < 32 {
            let gap = text[cursor...].prefix(200).prefix(while: \.isWhitespace)
            guard gap.endIndex < text.endIndex, text[gap.endIndex] == "." else { break }
            let name = text[text.index(after: gap.endIndex)...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard !name.isEmpty else { break }
            cursor = name.endIndex
            var arguments: [Substring] = []
            if cursor < text.endIndex, text[cursor] == "(" {
                guard case (let called, let end?) = call(text, from: text.index(after: cursor)) else { break }
                (arguments, cursor) = (called, end)
            }
            chain.append((name, arguments, gap.endIndex))
        }
        return chain
    }

    /// UIKit: `label.font = UIFont(...)`: the literal of the file's one `label.text = "..."`.
    private static func labelText(_ text: String, before index: String.Index, texts: [String: Set<String?>]) -> String?
    {
        let head = text[(text.index(index, offsetBy: -200, limitedBy: text.startIndex) ?? text.startIndex)..<index]
        let statement =
            head.split(separator: "\n", omittingEmptySubsequences: false).last?.trimmingCharacters(in: .whitespaces)
            ?? ""
        guard statement.hasSuffix(".font ="),
            let receiver = statement.dropLast(".font =".count).split(separator: " ").last,
            let literals = texts[String(receiver)], literals.count == 1
        else { return nil }
        return literals.first ?? nil
    }

    /// Each `receiver.text = value` of the file: the receiver and its values (nil: not a literal).
    static func labelTexts(_ text: String) -> [String: Set<String?>] {
        var texts: [String: Set<String?>] = [:]
        for statement in text.split(whereSeparator: { $0 == "\n" || $0 == ";" }) {
            guard let assignment = statement.range(of: ".text = ") else { continue }
            let receiver = statement[..<assignment.lowerBound].trimmingCharacters(in: .whitespaces)
            guard !receiver.isEmpty, !receiver.contains(" ") else { continue }
            texts[receiver, default: []].insert(
                stringLiteral(Substring(statement[assignment.upperBound...].trimmingCharacters(in: .whitespaces))))
        }
        return texts
    }

    /// The comma-separated arguments of the call whose `(` was just read, trimmed; nested
    /// parentheses (at most 16 deep) and strings kept whole. At most `limit` characters are read
    /// (a text of nested calls costs each position at most 17 reads, one per open call).
    static func callArguments(_ text: String, from start: String.Index, limit: Int = 1_000) -> [Substring] {
        call(text, from: start, limit: limit).arguments
    }

    /// `callArguments`, and the index just past the call's `)` (nil when it is not found within `limit`).
    static func call(_ text: String, from start: String.Index, limit: Int = 1_000) -> (
        arguments: [Substring], end: String.Index?
    ) {
        var arguments: [Substring] = []
        var end: String.Index?
        var depth = 0
        var quote: Character?  // the quote of the string literal being read: " in Swift, " or ' in Dart
        var argumentStart = start
        var index = start
        var read = 0
        while index < text.endIndex, read < limit {
            let character = text[index]
            if let open = quote {
                if character == "\\" {
                    index = text.index(after: index)
                    read += 1
                } else if character == open {
                    quote = nil
                }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "(" {
                // No call a source writes nests this deep: deeper is not a literal, and stopping
                // keeps a file of nested calls as cheap as its size.
                guard depth < 16 else { return ([], nil) }
                depth += 1
            } else if character == ")" {
                if depth == 0 {
                    arguments.append(text[argumentStart..<index])
                    end = text.index(after: index)
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
        return (arguments.map { Substring($0.trimmingCharacters(in: .whitespacesAndNewlines)) }, end)
    }

    /// The font files a Swift file registers in code: when it calls a `CTFontManagerRegister...`
    /// function, every string literal in it is a file name it may register (`Bundle.main.url(forResource:
    /// "Brand-Regular", withExtension: "otf")`, a list of names it loops over), and a literal
    /// `forResourcesWithExtension: "ttf"` registers every font of that extension. Nil when the file
    /// registers none. Which literal names a shipped file is for `AppScan` to match.
    static func registeredFonts(_ source: SourceText) -> (names: Set<String>, extensions: Set<String>)? {
        let text = source.text
        guard source.firstCode(of: "CTFontManagerRegister", from: text.startIndex) != nil else { return nil }
        var names: Set<String> = []
        var extensions: Set<String> = []
        var index = text.startIndex
        while let open = text[index...].firstIndex(of: "\"") {
            guard let close = text[text.index(after: open)...].firstIndex(where: { $0 == "\"" || $0 == "\n" }) else {
                break
            }
            index = text.index(after: close)
            guard text[close] == "\"" else { continue }
            let literal = String(text[text.index(after: open)..<close])
            guard !literal.isEmpty, literal.count <= 200, !literal.contains("\\") else { continue }
            if text[..<open].suffix(40).contains("forResourcesWithExtension:") {
                extensions.insert(literal.lowercased())
            } else {
                names.insert(literal.lowercased())
            }
        }
        return (names, extensions)
    }

    /// `"Avenir-Heavy"` or `'Lato'` without its quotes; nil for anything else (interpolation included).
    static func stringLiteral(_ text: Substring) -> String? {
        guard text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first else {
            return nil
        }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains("\\"), !inner.contains(first) else { return nil }
        return String(inner)
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
        var name: String
        var parent: String?
        var items: [String: String]
        /// Where it is declared: the values file (set by the scan) and the line.
        var file = ""
        var line = 1
    }

    /// The style items a usage reads (`usage(_:file:strings:translations:)`) or that lead to more
    /// (`styled(_:styles:theme:)`).
    static let readAttributes: Set<String> = Set(
        [
            "fontFamily", "textSize", "lineHeight", "lineSpacingMultiplier", "includeFontPadding",
            "layout_height", "layout_width", "gravity", "textAlignment", "letterSpacing",
            "padding", "paddingVertical", "paddingTop", "paddingBottom", "textAllCaps", "text", "textAppearance",
            "textViewStyle",
            "buttonStyle",
            "editTextStyle",
        ].map { "android:" + $0 })

    /// The key a style item is kept under, or nil when no usage reads it: the framework's
    /// attributes read; AppCompat's and Material's unprefixed `fontFamily`, kept as a layout names it
    /// (`app:fontFamily`); and a theme's text appearances (`textAppearanceBody1`,
    /// `android:textAppearanceLarge`), which `?attr/` references name.
    static func keptItem(_ name: String) -> String? {
        if readAttributes.contains(name) { return name }
        if name == "fontFamily" { return "app:fontFamily" }
        if name == "textAllCaps" { return "app:textAllCaps" }
        let bare = name.hasPrefix("android:") ? String(name.dropFirst("android:".count)) : name
        return bare.hasPrefix("textAppearance") ? name : nil
    }

    /// A `?attr/name` or `?android:attr/name` reference through the theme's items; any other value as it is.
    static func themed(_ value: String?, _ theme: [String: String]) -> String? {
        guard let value else { return nil }
        if value.hasPrefix("?android:attr/") { return theme["android:" + value.dropFirst("?android:attr/".count)] }
        if value.hasPrefix("?attr/") { return theme[String(value.dropFirst("?attr/".count))] }
        return value
    }

    /// `<dimen name="x">14sp</dimen>` of a values file.
    static func dimens(_ text: String, file: String) throws(ScanError) -> [String: String] {
        var dimens: [String: String] = [:]
        for element in try parseXML(text, file: file).elements(named: "dimen") {
            if let name = element.attributes["name"] {
                dimens[name] = element.children.map(\.text).joined().trimmingCharacters(in: .whitespacesAndNewlines)
            }
        }
        return dimens
    }

    /// Every `<style name="...">` of a values file.
    static func styles(_ text: String, file: String) throws(ScanError) -> [String: Style] {
        let root = try parseXML(text, file: file)
        var styles: [String: Style] = [:]
        for element in root.elements(named: "style") {
            guard let name = element.attributes["name"] else { continue }
            var items: [String: String] = [:]
            for item in element.elements(named: "item") {
                // Only what a usage reads is kept, so a view costs the same however large its styles are.
                if let key = item.attributes["name"].flatMap(keptItem) {
                    items[key] = resourceText(item.children.map(\.text).joined())
                }
            }
            styles[name] = Style(name: name, parent: element.attributes["parent"], items: items, line: element.line)
        }
        return styles
    }

    /// The styles of an app's `res/values*/` files, each chain of parents resolved once: a view
    /// that names a style costs a lookup, however long its chain or however many views name it.
    final class StyleChains {
        /// The longest chain of parents followed; a longer or circular one stops there.
        static let depthLimit = 32
        let styles: [String: Style]
        private var resolved: [String: [String: String]] = [:]
        private var resolving: Set<String> = []
        /// The styles whose chain was circular or longer than `depthLimit`.
        private(set) var broken: [Style] = []

        init(_ styles: [String: Style]) { self.styles = styles }

        /// Each style's items are over its parent's (`parent=`, or the name before its last dot).
        func items(_ reference: String?) -> [String: String] {
            guard let reference, !reference.hasPrefix("@android:") else { return [:] }
            let name = reference.hasPrefix("@style/") ? String(reference.dropFirst("@style/".count)) : reference
            if let done = resolved[name] { return done }
            guard let style = styles[name] else { return [:] }
            guard resolving.count < Self.depthLimit, resolving.insert(name).inserted else {
                if !broken.contains(where: { $0.name == name }) { broken.append(style) }
                return style.items
            }
            let parent =
                style.parent ?? (name.contains(".") ? String(name[..<(name.lastIndex(of: ".") ?? name.endIndex)]) : nil)
            let items = self.items(parent).merging(style.items) { _, own in own }
            resolving.remove(name)
            resolved[name] = items
            return items
        }
    }

    /// The attributes a view gets, in Android's resolution order (`Resources.Theme.obtainStyledAttributes`
    /// in `TextView`'s constructor): its own attributes, then its `style=`, then its default style
    /// from the theme (`android:textViewStyle`, `buttonStyle`, `editTextStyle`), then the theme's own
    /// items; a text appearance (`android:textAppearance`, found in that same order) only fills what
    /// none of them sets, so a theme's `android:fontFamily` wins over a view's text appearance.
    static func styled(_ view: XMLReader.Element, styles: StyleChains, theme: String? = nil) -> [String: String] {
        let themeItems = styles.items(theme)
        let name = view.localName
        let defaultStyle =
            name.hasSuffix("Button")
            ? "android:buttonStyle"
            : name.hasSuffix("EditText")
                ? "android:editTextStyle"
                : "android:textViewStyle"
        var attributes = themeItems
        attributes.merge(styles.items(themeItems[defaultStyle])) { _, style in style }
        attributes.merge(styles.items(view.attributes["style"])) { _, style in style }
        attributes.merge(view.attributes) { _, own in own }
        let appearance = themed(attributes["android:textAppearance"], themeItems)
        return styles.items(appearance).merging(attributes) { _, direct in direct }
    }

    /// `<application android:theme="@style/X">` of an `AndroidManifest.xml`.
    static func applicationTheme(_ text: String, file: String) throws(ScanError) -> String? {
        try parseXML(text, file: file).elements(named: "application").first?.attributes["android:theme"]
    }

    static func usages(
        _ text: String, file: String, strings: [String: String], translations: [String: [TokenText]] = [:],
        styles: StyleChains = StyleChains([:]), theme: String? = nil, dimens: [String: String] = [:]
    ) throws(ScanError) -> [TextUsage] {
        let root = try parseXML(text, file: file)
        var usages: [TextUsage] = []
        func visit(_ element: XMLReader.Element) {
            guard usages.count <= AppScan.usageLimit else { return }  // the scan says the file is over the limit
            let name = element.localName
            // Views that draw text; an ImageButton or a FloatingActionButton draws an icon.
            let drawsIcon = name.hasSuffix("ImageButton") || name.hasSuffix("FloatingActionButton")
            if !drawsIcon && (name.hasSuffix("TextView") || name.hasSuffix("Button") || name.hasSuffix("EditText")) {
                var styledView = element
                styledView.attributes = styled(element, styles: styles, theme: theme)
                usages.append(
                    usage(styledView, file: file, strings: strings, translations: translations, dimens: dimens))
            }
            element.elements.forEach(visit)
        }
        visit(root)
        return usages
    }

    private static func usage(
        _ view: XMLReader.Element, file: String, strings: [String: String],
        translations: [String: [TokenText]], dimens: [String: String]
    ) -> TextUsage {
        var usage = TextUsage(file: file, line: view.line, kind: .androidView(view.localName), platform: .android)
        // A `@dimen/` value is read from the default `values/` folder's dimens.
        let attribute = { (name: String) -> String? in
            view.attributes["android:" + name].map {
                $0.hasPrefix("@dimen/") ? dimens[String($0.dropFirst(7))] ?? $0 : $0
            }
        }
        // AppCompat's and Material's `app:fontFamily` (in styles, `fontFamily`) over the framework's
        // (AppCompatTextHelper reads the app attribute first, M).
        if var family = view.attributes["app:fontFamily"] ?? attribute("fontFamily") {
            // A family named through a string resource (`@string/font_family_medium`: "sans-serif-medium").
            if family.hasPrefix("@string/"), let named = strings[String(family.dropFirst("@string/".count))] {
                family = named
            }
            if family.hasPrefix("@font/") {
                usage.font = .name(family)
            } else {
                usage.unresolved = .platformFamily(family)
                usage.font = PlatformFamily.android(family).map(FontName.platform)
            }
        } else {
            usage.unresolved = .platformDefault
            usage.font = .platform(.androidDefault)
        }
        usage.pointSize = attribute("textSize").flatMap(density)
        // A size in sp follows the font scale; one in dp does not (AOSP TypedValue).
        if attribute("textSize")?.hasSuffix("sp") == true { usage.scaling = .fontScale }
        if usage.pointSize == nil && usage.unresolved == nil {
            usage.skipped = .notStatic(property: "textSize", expected: "sp or dp")
        }
        if let lineHeight = attribute("lineHeight") {
            if let fixed = density(lineHeight) {
                usage.lineHeight = .fixed(fixed)
                usage.lineHeightScales = lineHeight.hasSuffix("sp")
            } else {
                usage.skipped = .unit(property: "lineHeight", value: lineHeight, expected: "sp or dp")
            }
        } else if let multiple = attribute("lineSpacingMultiplier").flatMap({ literalNumber($0[...]) }) {
            usage.lineHeight = .platformMultiple(multiple)
        }
        if let padding = attribute("includeFontPadding") { usage.includeFontPadding = padding == "true" }
        usage.height = attribute("layout_height").flatMap(density)
        // gravity center or center_vertical centres the line in a fixed height; a Button's
        // default gravity is center (the framework's Widget.Button style, H).
        let gravity = attribute("gravity") ?? (view.localName.hasSuffix("Button") ? "center" : nil)
        usage.centredInHeight =
            usage.height != nil
            && (gravity?.split(separator: "|").contains { $0 == "center" || $0 == "center_vertical" } ?? false)
        // AppCompat's `app:textAllCaps` (in styles, `textAllCaps`) over the framework's.
        usage.allCaps = (view.attributes["app:textAllCaps"] ?? attribute("textAllCaps")) == "true"
        // A TextView clips at its own top while unscrolled, and at its bottom where its layout fills
        // it (wrap_content): its top and bottom padding are room there; its side padding is not
        // (TextView.onDraw, H). With a fixed height the line sits as the height model puts it.
        if usage.height == nil {
            let vertical = attribute("padding") ?? attribute("paddingVertical")
            let top = (vertical ?? attribute("paddingTop")).flatMap(density) ?? 0
            let bottom = (vertical ?? attribute("paddingBottom")).flatMap(density) ?? 0
            usage.padding = Edges(top: top, bottom: bottom)
        }
        usage.sides = sides(
            width: attribute("layout_width"),
            gravity: attribute("gravity") ?? (view.localName.hasSuffix("Button") ? "center" : nil),
            alignment: attribute("textAlignment"))
        if let spacing = attribute("letterSpacing") {
            // android:letterSpacing is in em (a float); a resource or anything else is not read.
            if let em = Double(spacing.trimmingCharacters(in: .whitespaces)), em.isFinite, abs(em) <= 1 {
                usage.letterSpacing = .em(em)
            } else {
                usage.skipped = .unit(property: "letterSpacing", value: spacing, expected: "a static em value")
            }
        }
        if let text = attribute("text") {
            if text.hasPrefix("@string/") {
                let name = String(text.dropFirst("@string/".count))
                usage.text = strings[name]
                usage.translations = translations[name] ?? []
            } else {
                usage.text = resourceText(text)
            }
        }
        return usage
    }

    /// How wide a view is at its text's start and end: `wrap_content` hugs it; `match_parent`,
    /// `0dp` (match constraints) and a fixed width are wider, with the text where `gravity` or
    /// `textAlignment` puts it (start by default); anything else (a dimension resource) is not known.
    static func sides(width: String?, gravity: String?, alignment: String?) -> ViewSides {
        switch width {
        case "wrap_content"?: return .hugs
        case "match_parent"?, "fill_parent"?, "0dp"?, "0dip"?, "0px"?: break
        case let value? where density(value) != nil: break
        default: return .unstated
        }
        switch alignment {
        case "center"?: return .wider(aligned: .center)
        case "viewEnd"?, "textEnd"?: return .wider(aligned: .end)
        case "viewStart"?, "textStart"?: return .wider(aligned: .start)
        default: break
        }
        let parts = Set((gravity ?? "").split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) })
        if parts.contains("center") || parts.contains("center_horizontal") { return .wider(aligned: .center) }
        if parts.contains("end") || parts.contains("right") { return .wider(aligned: .end) }
        return .wider(aligned: .start)
    }

    /// `16sp`, `16dp` or `16dip` as a number of dp.
    static func density(_ value: String) -> Double? {
        for unit in ["sp", "dp", "dip"] where value.hasSuffix(unit) { return literalNumber(value.dropLast(unit.count)) }
        return nil
    }

    /// A `res/font/` font-family XML: the resource of its regular font (weight 400, or none given,
    /// normal style), or its first font.
    static func familyRegular(_ text: String, file: String) throws(ScanError) -> FontFamilyResource? {
        let root = try parseXML(text, file: file)
        guard root.localName == "font-family" else { return nil }
        // A downloadable font (Google Fonts through a font provider) ships no file.
        if root.attributes["app:fontProviderAuthority"] ?? root.attributes["android:fontProviderAuthority"] != nil {
            return .downloadable
        }
        let fonts = root.elements.filter { $0.localName == "font" }
        func resource(_ font: XMLReader.Element) -> String? {
            (font.attributes["android:font"] ?? font.attributes["app:font"]).flatMap {
                $0.hasPrefix("@font/") ? String($0.dropFirst(6)) : nil
            }
        }
        let regular = fonts.first { font in
            let weight = font.attributes["android:fontWeight"] ?? font.attributes["app:fontWeight"] ?? "400"
            let style = font.attributes["android:fontStyle"] ?? font.attributes["app:fontStyle"] ?? "normal"
            return weight == "400" && style == "normal"
        }
        return (regular ?? fonts.first).flatMap(resource).map(FontFamilyResource.regular)
    }

    /// What a `res/font/` font-family XML stands for.
    enum FontFamilyResource: Equatable {
        /// Its regular font's resource.
        case regular(String)
        /// A font a provider downloads at run time: no file in the project.
        case downloadable
    }

    /// `res/values/strings.xml`: each `<string name="...">` and its text.
    static func strings(_ text: String, file: String) throws(ScanError) -> [String: String] {
        let root = try parseXML(text, file: file)
        var strings: [String: String] = [:]
        for element in root.elements(named: "string") {
            if let name = element.attributes["name"] {
                strings[name] = resourceText(element.children.map(\.text).joined())
            }
        }
        return strings
    }

    /// A string resource's value as aapt compiles it: double quotes removed (whitespace inside
    /// them kept), runs of whitespace outside them one space and the ends trimmed, and the escapes
    /// `\'`, `\"`, `\\`, `\@`, `\?`, `\n`, `\t` and `\uXXXX` read (developer.android.com, "String
    /// resources", "Escaping apostrophes and quotes").
    static func resourceText(_ raw: String) -> String {
        var result = ""
        var quoted = false
        var space = false  // whitespace seen outside quotes, not yet written
        var characters = raw.unicodeScalars.makeIterator()
        while let scalar = characters.next() {
            if scalar == "\"" {
                quoted.toggle()
                continue
            }
            if !quoted, CharacterSet.whitespacesAndNewlines.contains(scalar) {
                space = !result.isEmpty
                continue
            }
            if space {
                result += " "
                space = false
            }
            guard scalar == "\\", let next = characters.next() else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch next {
            case "n": result += "\n"
            case "t": result += "\t"
            case "u":
                let hex = String(String.UnicodeScalarView((0..<4).compactMap { _ in characters.next() }))
                if let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) {
                    result.unicodeScalars.append(decoded)
                }
            default: result.unicodeScalars.append(next)
            }
        }
        return result
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

    /// Where a Dart file sets Flutter's text scaling itself, by line and what sets it:
    /// `MediaQuery.withNoTextScaling`, `withClampedTextScaling`, a `textScaler:` or
    /// `textScaleFactor:` argument (a Text's, or a `MediaQueryData.copyWith`'s), `TextScaler.linear`
    /// and `TextScaler.noScaling`, in code (not in comments or strings).
    static func textScalingSettings(_ source: SourceText) -> [(line: Int, what: String)] {
        let text = source.text
        let marks = [
            "withNoTextScaling", "withClampedTextScaling", "textScaler:", "textScaleFactor:", "TextScaler.linear",
            "TextScaler.noScaling",
        ]
        var found: [(line: Int, what: String)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            // Comments are blank; a mark in a string is none.
            guard
                let mark = marks.first(where: { mark in
                    line.range(of: mark).map { source.isCode($0.lowerBound) } == true
                })
            else { continue }
            found.append((index + 1, mark.hasSuffix(":") ? String(mark.dropLast()) : mark))
        }
        return found
    }

    /// The usages of one Dart file read alone (`StyleSyntax.usages(of:)` reads a project's together):
    /// each `TextStyle(...)` that sets a font family, and each `base.copyWith(...)` of a style the
    /// file declares (`static const TextStyle base = TextStyle(...)`, `final base = TextStyle(...)`,
    /// `TextStyle get base => TextStyle(...)`), its arguments over the base's.
    static func usages(_ text: String, file: String) -> [TextUsage] {
        StyleSyntax.flutter.usages(of: [(file, SourceText(text, .dart))]).first ?? []
    }

    /// The name a Dart declaration gives the value at `index`: `name = ` or `name => ` just before
    /// it, on its line (read within 200 characters), not a member (`a.name =`).
    static func declaredName(_ text: String, before index: String.Index) -> String? {
        let line =
            text[(text.index(index, offsetBy: -200, limitedBy: text.startIndex) ?? text.startIndex)..<index]
            .split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
        var head = line.trimmingCharacters(in: .whitespaces)
        if head.hasSuffix("const") { head = String(head.dropLast(5)).trimmingCharacters(in: .whitespaces) }
        if head.hasSuffix("=>") {
            head = String(head.dropLast(2))
        } else if head.hasSuffix("=") {
            head = String(head.dropLast())
        } else {
            return nil
        }
        head = head.trimmingCharacters(in: .whitespaces)
        let name = String(head.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
        guard !name.isEmpty, head.dropLast(name.count).last != "." else { return nil }
        return name
    }

    /// The usage a TextStyle's named arguments declare; nil when it sets no font family (it keeps
    /// the inherited font).
    static func style(_ arguments: [Substring], file: String, line: Int) -> TextUsage? {
        // A value may stand on the line after its name, as `dart format` writes long arguments.
        func value(_ name: String) -> Substring? {
            arguments.first { $0.hasPrefix(name + ":") }.map {
                Substring($0.dropFirst(name.count + 1).trimmingCharacters(in: .whitespacesAndNewlines))
            }
        }
        guard let family = value("fontFamily") else { return nil }
        var usage = TextUsage(file: file, line: line, kind: .flutterTextStyle, platform: .flutter)
        guard let name = SwiftScanner.stringLiteral(family), let size = value("fontSize").flatMap(literalNumber) else {
            // A family with no size (a base style whose size `copyWith` gives later) has no point size.
            let literalFamily = SwiftScanner.stringLiteral(family) != nil
            usage.skipped =
                literalFamily && value("fontSize") == nil ? .noPointSize : .computed("fontFamily or fontSize")
            return usage
        }
        usage.font = .name(name)
        usage.pointSize = size
        if let height = value("height") {
            if let factor = literalNumber(height) {
                usage.lineHeight = .multiplier(factor)
            } else {
                usage.skipped = .computed("height")
            }
        }
        return usage
    }
}

// MARK: - Jetpack Compose

/// Compose in Kotlin: `TextStyle(fontFamily = Brand, fontSize = 17.sp, lineHeight = 22.sp,
/// letterSpacing = 0.5.sp, platformStyle = PlatformTextStyle(includeFontPadding = false))` with
/// literal values, its family a `FontFamily(Font(R.font.x, ...))` the project defines (`val Brand =
/// FontFamily(...)`, in any of its Kotlin files). Checked on `--platform compose`; anything
/// computed is skipped with its line.
enum ComposeScanner {
    /// `val Name = FontFamily(Font(R.font.x, FontWeight.Bold), ...)`, or a getter `val Name: FontFamily
    /// get() = FontFamily(...)`: each family's shipped fonts with their weights and slopes. Compose
    /// Multiplatform's generated resources (`Font(Res.font.x)`, any accessor object) are read as `R.font.x`.
    static func families(_ source: SourceText) -> [String: Family] {
        let text = source.text
        var families: [String: Family] = [:]
        var start = text.startIndex
        while let found = source.firstCode(of: "FontFamily(", from: start) {
            start = found.upperBound
            guard let name = declaredName(text, before: found.lowerBound) else { continue }
            var arguments = SwiftScanner.callArguments(text, from: found.upperBound)
            // `FontFamily(listOf(Font(...), ...))` lists its fonts in a list.
            if arguments.count == 1, let list = arguments.first, list.hasPrefix("listOf("),
                let open = list.firstIndex(of: "(")
            {
                arguments = SwiftScanner.callArguments(String(list), from: list.index(after: open))
            }
            // The fonts the app ships (`R.font.x`); a downloadable `googleFont` beside them is a
            // provider's, drawn when it has been fetched, the shipped one otherwise.
            let faces = arguments.compactMap(face)
            if !faces.isEmpty {
                families[name] = .faces(faces)
            } else if arguments.contains(where: { $0.hasPrefix("Font(") && $0.contains("googleFont") }) {
                families[name] = .downloadable
            }
        }
        return families
    }

    /// `Font(R.font.x, FontWeight.Bold, FontStyle.Italic)`, `Font(resId = R.font.x, weight =
    /// FontWeight.W600)`, `Font(Res.font.x)`: the resource and the weight and slope it declares.
    private static func face(_ font: Substring) -> Family.Face? {
        guard font.hasPrefix("Font("), let range = font.range(of: ".font.") else { return nil }
        let owner = font[..<range.lowerBound].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        let resource = font[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !owner.isEmpty, !resource.isEmpty else { return nil }
        return Family.Face(
            resource: String(resource), weight: fontWeight(font) ?? 400, italic: font.contains("FontStyle.Italic"))
    }

    /// The weight a Compose expression names: `FontWeight.Bold`, `FontWeight.W600`, `FontWeight(600)`.
    static func fontWeight<S: StringProtocol>(_ text: S) -> Int? {
        guard let range = text.range(of: "FontWeight") else { return nil }
        let rest = text[range.upperBound...]
        if rest.hasPrefix("(") {
            return Int(rest.dropFirst().prefix { $0.isNumber }).flatMap { (1...1000).contains($0) ? $0 : nil }
        }
        guard rest.hasPrefix(".") else { return nil }
        let name = String(rest.dropFirst().prefix { $0.isLetter || $0.isNumber })
        if name.hasPrefix("W"), let value = Int(name.dropFirst()), (100...900).contains(value) { return value }
        let named = [
            "Thin": 100, "ExtraLight": 200, "Light": 300, "Normal": 400, "Medium": 500, "SemiBold": 600,
            "Bold": 700, "ExtraBold": 800, "Black": 900,
        ]
        return named[name]
    }

    /// The name of the `val` a call at `index` is assigned to: `val Name = ` or `val Name: Type = `,
    /// on its line or the one before, or the getter of `val Name: Type` (`get() = `, annotations
    /// such as `@Composable` between). Only after `=` (checked first, back over the whitespace
    /// alone), then read within 200 characters before it, so that many calls in one file cost no
    /// more than their number.
    static func declaredName(_ text: String, before index: String.Index) -> String? {
        guard text[..<index].reversed().drop(while: \.isWhitespace).first == "=" else { return nil }
        let before = text[(text.index(index, offsetBy: -200, limitedBy: text.startIndex) ?? text.startIndex)..<index]
        var lines = before.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        if lines.last?.isEmpty == true { lines.removeLast() }
        guard var declaration = lines.popLast() else { return nil }
        if declaration.hasPrefix("get()"), declaration.dropFirst(5).trimmingCharacters(in: .whitespaces) == "=" {
            while let previous = lines.last, previous.hasPrefix("@") || previous.isEmpty { lines.removeLast() }
            guard let property = lines.last, !property.hasSuffix("=") else { return nil }
            declaration = property + " ="
        }
        guard declaration.hasSuffix("="), declaration.hasPrefix("val ") || declaration.contains(" val ") else {
            return nil
        }
        declaration = String(declaration.dropLast())
        if let colon = declaration.lastIndex(of: ":") { declaration = String(declaration[..<colon]) }
        let name = String(
            declaration.trimmingCharacters(in: .whitespaces).reversed().prefix {
                $0.isLetter || $0.isNumber || $0 == "_"
            }
            .reversed())
        return name.isEmpty ? nil : name
    }

    /// What a `FontFamily` the project defines stands for.
    enum Family: Equatable {
        /// The fonts it ships, each a `res/font` resource with the weight and slope its `Font` declares.
        case faces([Face])
        /// Only fonts a provider downloads (`Font(googleFont = ...)`): no file ships.
        case downloadable

        struct Face: Equatable {
            var resource: String
            var weight: Int
            var italic: Bool
        }

        /// The font Compose draws `weight` with, as its `FontMatcher` chooses (CSS Fonts 4 matching):
        /// an exact weight and slope; else among the faces of that slope (all, if none has it) the
        /// nearest weight, lighter first below 400, heavier first above 500, and from 400 to 500
        /// heavier up to 500, then lighter, then above 500. No weight asks for 400 upright.
        func font(for weight: FontWeight?) -> String? {
            guard case .faces(let faces) = self else { return nil }
            let wanted = weight?.value ?? 400
            let italic = weight?.italic ?? false
            if let exact = faces.first(where: { $0.weight == wanted && $0.italic == italic }) { return exact.resource }
            let sameSlope = faces.filter { $0.italic == italic }
            let candidates = sameSlope.isEmpty ? faces : sameSlope
            func closest(preferBelow: Bool, in range: ClosedRange<Int>) -> Face? {
                let inRange = candidates.filter { range.contains($0.weight) }
                let below = inRange.filter { $0.weight < wanted }.max { $0.weight < $1.weight }
                let above = inRange.filter { $0.weight > wanted }.min { $0.weight < $1.weight }
                if let same = inRange.first(where: { $0.weight == wanted }) { return same }
                return preferBelow ? below ?? above : above ?? below
            }
            let face: Face? =
                if wanted < 400 {
                    closest(preferBelow: true, in: 0...1000)
                } else if wanted > 500 {
                    closest(preferBelow: false, in: 0...1000)
                } else {
                    closest(preferBelow: false, in: 0...500) ?? closest(preferBelow: false, in: 500...1000)
                }
            return face?.resource
        }
    }

    /// The usages of one Kotlin file read alone (`StyleSyntax.usages(of:)` reads a project's
    /// together): each `TextStyle(...)` that sets a font family, and each `base.copy(...)` of a `val
    /// base = TextStyle(...)` of the file (its arguments over the base's), as a usage at its line.
    static func usages(_ text: String, file: String) -> [TextUsage] {
        StyleSyntax.compose.usages(of: [(file, SourceText(text, .kotlin))]).first ?? []
    }

    /// The usage a TextStyle's named arguments declare; nil when it sets no font family (it keeps
    /// the theme's).
    static func style(_ arguments: [Substring], file: String, line: Int) -> TextUsage? {
        func value(_ name: String) -> String? {
            arguments.first {
                StyleSyntax.argumentName($0) == name && $0.dropFirst(name.count).drop { $0 == " " }.first == "="
            }.map {
                String($0.drop { $0 != "=" }.dropFirst()).trimmingCharacters(in: .whitespacesAndNewlines)
            }
        }
        guard let family = value("fontFamily") else { return nil }
        var usage = TextUsage(file: file, line: line, kind: .composeTextStyle, platform: .compose)
        let italic = value("fontStyle") == "FontStyle.Italic"
        if let weight = value("fontWeight") {
            if let declared = fontWeight(weight) {
                usage.weight = FontWeight(value: declared, italic: italic)
            } else {
                usage.skipped = .computed("fontWeight")
            }
        } else if italic {
            usage.weight = FontWeight(value: 400, italic: true)
        }
        if family.hasPrefix("FontFamily.") {
            usage.unresolved = .platformFamily(family)
            usage.font = PlatformFamily.android(family).map {
                var drawn = $0
                if let weight = usage.weight { drawn.weight = weight.value }
                return FontName.platform(drawn)
            }
        } else if family.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            usage.font = .composeFamily(family)  // resolved against the project's FontFamily definitions
        } else {
            usage.skipped = .computed("fontFamily")
        }
        if let size = value("fontSize") {
            if let points = sp(size) {
                usage.pointSize = points
                usage.scaling = .fontScale  // TextUnit.sp: the font scale converts it
            } else {
                usage.skipped = .computed("fontSize")
            }
        } else if usage.unresolved == nil {
            usage.skipped = .noPointSize
        }
        if let line = value("lineHeight") {
            if let points = sp(line) {
                usage.lineHeight = .fixed(points)
                usage.lineHeightScales = true
            } else if let factor = signed(line, unit: ".em"), factor > 0 {
                usage.lineHeight = .platformMultiple(factor)  // TextUnit.em: a multiple of the size
            } else {
                usage.skipped = .unit(property: "lineHeight", value: line, expected: "sp or em")
            }
        }
        if let spacing = value("letterSpacing") {
            // Letter spacing may be negative: `(-0.5).sp`, `-0.02.em`.
            if let points = signed(spacing, unit: ".sp") {
                usage.letterSpacing = .absolute(points)
            } else if let em = signed(spacing, unit: ".em") {
                usage.letterSpacing = .em(em)
            } else {
                usage.skipped = .unit(property: "letterSpacing", value: spacing, expected: "sp or em")
            }
        }
        if let platform = value("platformStyle"), let padding = platform.range(of: "includeFontPadding") {
            let rest = platform[padding.upperBound...].drop { $0 == " " || $0 == "=" }
            if rest.hasPrefix("true") {
                usage.includeFontPadding = true
            } else if rest.hasPrefix("false") {
                usage.includeFontPadding = false
            }
        }
        return usage
    }

    /// A literal, maybe negative, with `unit` (`.sp`, `.em`): `0.5.sp`, `(-0.5).sp`, `-0.02.em`.
    static func signed(_ value: String, unit: String) -> Double? {
        guard value.hasSuffix(unit) else { return nil }
        var number = value.dropLast(unit.count)
        if number.hasPrefix("("), number.hasSuffix(")") { number = number.dropFirst().dropLast() }
        if number.hasSuffix("f") || number.hasSuffix("F") { number = number.dropLast() }
        let negative = number.hasPrefix("-")
        let magnitude = negative ? number.dropFirst() : number
        if !magnitude.isEmpty, magnitude.allSatisfy({ $0 == "0" || $0 == "." }), magnitude.contains("0") { return 0 }
        return literalNumber(magnitude).map { negative ? -$0 : $0 }
    }

    /// `17.sp`, `17f.sp`, `17.0.sp`, or `(17).sp`: a literal number of sp above 0 (sizes, line heights).
    static func sp(_ value: String) -> Double? { signed(value, unit: ".sp").flatMap { $0 > 0 ? $0 : nil } }
}
