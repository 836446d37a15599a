import DesignTokens
import FontValues
import Foundation
import InputFiles
import LineBoxAnalysis
import TextSources

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
                    element.elements.compactMap { $0.attributes["key"] }.map { Paths.name($0) })
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
                    Paths.name($0.children.map(\.text).joined())
                })
        }
        return nil
    }
}

/// XcodeGen's spec (`project.yml`, or a YAML file it includes): a target's `info: properties:
/// UIAppFonts:` is the list the generated Info.plist registers, written as a flow list (`[A.otf,
/// B.otf]`, over lines too) or a block list (`- A.otf`, one a line, more indented than the key);
/// names quoted or not, paths kept to their last component. Nil where the file names no
/// UIAppFonts. (H: XcodeGen's `info.properties` are written to the plist as they are.)
enum XcodeGenScanner {
    static func appFonts(_ text: String) -> Set<String>? {
        guard let key = text.firstBytes(of: "UIAppFonts:") else { return nil }
        let indent = text[..<key.lowerBound].reversed().prefix { $0 == " " || $0 == "\t" }.count
        var names: [Substring] = []
        let rest = text[key.upperBound...]
        let inline = rest.prefix { !$0.isNewline }.trimmed()
        if rest.drop(while: \.isBlank).hasPrefix("[") {
            // To the closing bracket, within 10,000 characters (on the key's line or the next).
            let list = rest.drop { $0 != "[" }.dropFirst().prefix(10_000).prefix { $0 != "]" }
            names = list.split(whereSeparator: { $0 == "," || $0.isNewline })
        } else if inline.isEmpty {
            for line in rest.split(whereSeparator: \.isNewline).prefix(1_000) {
                let trimmed = line.trimmed()
                let depth = line.prefix { $0 == " " || $0 == "\t" }.count
                guard depth > indent || trimmed.hasPrefix("- ") && depth == indent else { break }
                guard trimmed.hasPrefix("- ") else { break }
                names.append(Substring(trimmed.dropFirst(2)))
            }
        }
        return Set(
            names.map { name in
                let bare = name.trimmed().split(separator: "#", maxSplits: 1).first.map { $0.trimmed() } ?? ""
                let unquoted =
                    bare.count >= 2
                        && (bare.hasPrefix("\"") && bare.hasSuffix("\"") || bare.hasPrefix("'") && bare.hasSuffix("'"))
                    ? String(bare.dropFirst().dropLast()) : bare
                return Paths.name(unquoted)
            }.filter { !$0.isEmpty })
    }
}
