import DesignTokens
import FontValues
import Foundation
import LineBoxAnalysis
import TextSources

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
        /// Not written: a Flutter `Text` with no style uses the slot its Material component gives it
        /// (`StyleSyntax.defaultStyleUses`), `name` in Material 3 and `material2` in Material 2
        /// (nil: not read there); listed only where the theme gives it the project's font.
        var implicit = false
        var material2: String?
        /// The line of a Flutter Text's own literal style merged over the slot (`DefaultTextStyles.merges`),
        /// whose arguments are `arguments`: the literal's usage, where a theme's family gave it one, is this one.
        var merges: Int?
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
        // Most files declare no font member: a byte look first.
        guard text.containsBytes("static "),
            text.containsBytes(".custom(") || text.containsBytes("UIFont(name:")
        else { return [] }
        var members: [FontMember] = []
        let types = source.types
        for (offset, statement) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            // A line of a multi-line string is no declaration.
            guard let first = statement.firstIndex(where: { !$0.isBlank }), source.isCode(first) else { continue }
            let trimmed = statement.trimmedSpaces()
            guard trimmed.contains("static "), let equals = trimmed.firstIndex(of: "="),
                let type = StyleDeclaration.type(at: statement.startIndex, in: types)
            else { continue }
            let value = trimmed[trimmed.index(after: equals)...].trimmedSpaces()
            guard value.hasPrefix("Font.custom(") || value.hasPrefix(".custom(") || value.hasPrefix("UIFont(name:")
            else {
                continue
            }
            let head = trimmed[..<equals]
            guard let declared = head.range(of: "let ") ?? head.range(of: "var ") else { continue }
            let name = String(head[declared.upperBound...].prefix { $0.isNamePart })
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
        // `.font(x)`, `label.font = x`, and an attributes dictionary's `.font: x` (`NSAttributedString.Key.font:`).
        for marker in [".font(", ".font = ", ".font: "] {
            var start = text.startIndex
            while references.count <= AppScan.usageLimit, let found = source.firstCode(of: marker, from: start) {
                start = found.upperBound
                let argument = text[found.upperBound...].prefix { $0.isNamePart || $0 == "." }
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
                let written = marker == ".font(" ? ".font(\(called))" : marker + called
                let context =
                    marker == ".font("
                    ? textContext(text, modifier: found.lowerBound)
                    : marker == ".font = "
                        ? StyleSyntax.TextContext(text: labelText(text, before: found.upperBound, texts: texts))
                        : StyleSyntax.TextContext()
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
            textStyle(named: String(name.trimmedSpaces().drop { $0 == "." }))
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
            let argumentOf = window.reversed().drop(while: \.isBlank).prefix(15)
            guard String(argumentOf.reversed()) == "scaledFont(for:",
                let metrics = window.range(of: "UIFontMetrics", options: .backwards)
            else { return nil }
            let rest = window[metrics.upperBound...]
            if rest.hasPrefix(".default") { return .dynamicType(.body) }
            guard let argument = rest.range(of: "forTextStyle:") else { return nil }
            let name = rest[argument.upperBound...].prefix { $0 != ")" }
            return style(name).map(TextScaling.dynamicType)
        case .customRelative, .customFixed, .system:
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
                Substring($0.dropFirst(label.count + 1).trimmedSpaces())
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
        let context = CallContext(source)
        var usages: [TextUsage] = []
        for (marker, call) in [("UIFont(name:", SwiftFontCall.uiFont), (".custom(", .custom)] + systemFontCalls {
            var start = text.startIndex
            while usages.count <= AppScan.usageLimit, let found = source.firstCode(of: marker, from: start) {
                start = found.upperBound
                var usage = TextUsage(
                    file: file, line: lines.line(of: found.lowerBound), kind: .swift(call), platform: .ios)
                if call == .uiFont || call == .custom {
                    let arguments = callArguments(text, from: found.upperBound)
                    // `.custom(` is `Font.custom` only with its size (`size:` or `fixedSize:`), not
                    // another type's case (`case .custom(let color)`, `.custom(value)`).
                    if call == .custom,
                        !arguments.contains(where: { $0.hasPrefix("size:") || $0.hasPrefix("fixedSize:") })
                    {
                        continue
                    }
                    let name = arguments.first.flatMap(stringLiteral)
                    let label =
                        call == .custom && arguments.contains { $0.hasPrefix("fixedSize:") } ? "fixedSize:" : "size:"
                    let size = arguments.first { $0.hasPrefix(label) }.flatMap {
                        literalNumber($0.dropFirst(label.count))
                    }
                    if arguments.contains(where: { $0.hasPrefix("relativeTo:") }) {
                        usage.kind = .swift(.customRelative)
                    } else if label == "fixedSize:" {
                        usage.kind = .swift(.customFixed)
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
                            arguments[0].dropFirst(label.count).trimmedSpaces())
                    }
                    usage.scaling = dynamicTypeScaling(call, arguments: arguments, text: text, before: found.lowerBound)
                    systemFont(call, marker: marker, arguments: arguments, into: &usage)
                }
                context.place(&usage, at: found.lowerBound, in: text)
                usages.append(usage)
            }
        }
        return usages.sorted { ($0.line, $0.kind.description) < ($1.line, $1.kind.description) }
    }

    /// What a file says around its font calls, read once per file: its labels' literal texts and
    /// its paragraph styles. `place` gives a usage what is written around its call: the Text a
    /// modifier is chained to, the label's text, an attributes literal's paragraph style.
    struct CallContext {
        let texts: [String: Set<String?>]
        let styles: [String: [String: Double?]]

        init(_ source: SourceText) {
            texts = SwiftScanner.labelTexts(source.text)
            styles = SwiftScanner.paragraphStyles(source)
        }

        func place(_ usage: inout TextUsage, at index: String.Index, in text: String) {
            if let modifier = SwiftScanner.fontModifier(text, before: index) {
                usage.apply(SwiftScanner.textContext(text, modifier: modifier))
            }
            usage.text = usage.text ?? SwiftScanner.labelText(text, before: index, texts: texts)
            if let attributes = SwiftScanner.enclosingBrackets(text, around: index) {
                SwiftScanner.read(attributes, of: text, styles: styles, into: &usage)
            }
        }
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
                $0.isNamePart
            }
            guard !before.isEmpty else { continue }
            styles[String(before.reversed())] = [:]
        }
        guard !styles.isEmpty else { return styles }
        for statement in text.split(whereSeparator: { $0 == "\n" || $0 == ";" }) {
            let parts = statement.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, let target = parts.first?.trimmedSpaces(),
                let dot = target.firstIndex(of: "."), styles[String(target[..<dot])] != nil
            else { continue }
            let name = String(target[..<dot])
            let property = String(target[target.index(after: dot)...])
            guard ParagraphStyle.properties.contains(property), var properties = styles[name] else { continue }
            let value = literalNumber(Substring(parts[1].trimmedSpaces()))
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
                literal[key.upperBound...].drop { $0 == " " }.prefix { $0.isNamePart })
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
                    stringLiteral(Substring($0.dropFirst("string:".count).trimmedSpaces()))
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
        // `Text("Playback".uppercased())`: the literal shown in capitals.
        let argument =
            arguments.count == 1 ? arguments.first.map { Substring($0.trimmedSpaces()) } : nil
        let upper = argument.flatMap { argument in
            [".uppercased()", ".localizedUppercase"].first { argument.hasSuffix($0) }.map {
                argument.dropLast($0.count)
            }
        }
        var context = viewContext(
            text: (upper ?? argument).flatMap(stringLiteral).map { upper == nil ? $0 : $0.uppercased() }, chain: chain)
        context.allCaps = context.allCaps || upper != nil
        return context
    }

    /// What a view's chain of modifiers declares of its cut, frame and width (`textContext`), for a
    /// `Text` or a design system's text view (`BrandText("Hi", style: .title).frame(height: 20)`).
    static func viewContext(
        text literal: String?, chain: [(name: Substring, arguments: [Substring], start: String.Index)]
    ) -> StyleSyntax.TextContext {
        var context = StyleSyntax.TextContext(text: literal)
        var sized = false  // something between the Text and the modifier being read sizes it
        var framed: Double?
        for modifier in chain {
            let labelled = { (label: String) in modifier.arguments.first { $0.hasPrefix(label + ":") } }
            switch modifier.name {
            case "textCase" where modifier.arguments.first?.hasSuffix(".uppercase") == true:
                context.allCaps = true  // SwiftUI's `.textCase(.uppercase)`
                context.text = context.text?.uppercased()
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
        head = head[..<(head.lastIndex { !$0.isBlank }.map(head.index(after:)) ?? head.startIndex)]
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
            let gap = text[cursor...].prefix(200).prefix(while: \.isBlank)
            guard gap.endIndex < text.endIndex, text[gap.endIndex] == "." else { break }
            let name = text[text.index(after: gap.endIndex)...].prefix { $0.isNamePart }
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
            head.split(separator: "\n", omittingEmptySubsequences: false).last?.trimmedSpaces()
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
        let utf8 = text.utf8
        let ends: (UInt8) -> Bool = { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: ";") }
        var from = text.startIndex
        // Each statement (a line, or the part of one between `;`s) holding the marker, by its first.
        while let assignment = text.firstBytes(of: ".text = ", from: from) {
            // Back no further than the last statement's end: each byte is read once.
            let start = utf8[from..<assignment.lowerBound].lastIndex(where: ends).map { utf8.index(after: $0) } ?? from
            let end = utf8[assignment.upperBound...].firstIndex(where: ends) ?? text.endIndex
            from = end
            let receiver = text[start..<assignment.lowerBound].trimmedSpaces()
            guard !receiver.isEmpty, !receiver.contains(" ") else { continue }
            texts[receiver, default: []].insert(
                stringLiteral(Substring(text[assignment.upperBound..<end].trimmedSpaces())))
        }
        return texts
    }

    /// The comma-separated arguments of the call whose `(` was just read, trimmed; nested
    /// parentheses, lists and blocks (at most 16 deep) and strings kept whole. At most `limit` characters are read
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
            } else if character == "(" || character == "[" || character == "{" {
                // No call a source writes nests this deep: deeper is not a literal, and stopping
                // keeps a file of nested calls as cheap as its size.
                guard depth < 16 else { return ([], nil) }
                depth += 1
            } else if character == ")" || character == "]" || character == "}" {
                if depth > 0 {
                    depth -= 1
                } else if character == ")" {
                    arguments.append(text[argumentStart..<index])
                    end = text.index(after: index)
                    break
                }
            } else if character == "," && depth == 0 {
                arguments.append(text[argumentStart..<index])
                argumentStart = text.index(after: index)
            }
            if index < text.endIndex { index = text.index(after: index) }
            read += 1
        }
        return (arguments.map { Substring($0.trimmed()) }, end)
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
    static func stringLiteral(_ text: Substring) -> String? { stringLiteralInside(text).map(String.init) }

    /// The inside of a string literal, as `stringLiteral` reads one, not copied.
    static func stringLiteralInside(_ text: Substring) -> Substring? {
        // Two bytes or more (not `count`, which walks a long literal's characters): a quote is one byte.
        guard text.utf8.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first else {
            return nil
        }
        let inner = text.dropFirst().dropLast()
        // Over UTF-8: `contains` of a string goes through Foundation (NSString on Linux).
        guard let quote = first.asciiValue, !inner.utf8.contains(UInt8(ascii: "\\")), !inner.utf8.contains(quote)
        else { return nil }
        return inner
    }
}
