import Foundation
import LineBoxAnalysis

/// How Compose (Kotlin) and Flutter (Dart) write text styles, read by one path: `TextStyle(...)`
/// literals and copies of a named one (`usages`), a theme's named styles (`Typography(bodyLarge =
/// TextStyle(...))`, `TextTheme(bodyLarge: TextStyle(...))`) and their uses
/// (`MaterialTheme.typography.bodyLarge`, `Theme.of(context).textTheme.bodyLarge`).
struct StyleSyntax: Sendable {
    var platform: Platform
    var kind: UsageKind
    /// The call that sets the styles, with its `(`.
    var call: String
    /// What follows a slot's name in that call: `=` in Kotlin, `:` in Dart.
    var separator: Character
    /// What a use writes before the slot's name.
    var reference: String
    /// A copy of a style with some arguments changed, with its `(`.
    var copy: String
    /// The name a declaration gives the value at an index (`val name =`, `name =>`), if any.
    var declaredName: @Sendable (String, String.Index) -> String?
    /// The usage a TextStyle's arguments declare at a file and line; nil when it sets no family.
    var style: @Sendable ([Substring], String, Int) -> TextUsage?
    var slots: Set<String>

    /// Material's slots: Material 3's, and Material 2's (Compose `h1`, Flutter `headline1`).
    private static let material3: Set<String> = [
        "displayLarge", "displayMedium", "displaySmall", "headlineLarge", "headlineMedium", "headlineSmall",
        "titleLarge", "titleMedium", "titleSmall", "bodyLarge", "bodyMedium", "bodySmall", "labelLarge", "labelMedium",
        "labelSmall",
    ]
    static let compose = StyleSyntax(
        platform: .compose, kind: .composeTextStyle, call: "Typography(", separator: "=",
        reference: "MaterialTheme.typography.", copy: ".copy(",
        declaredName: ComposeScanner.declaredName, style: ComposeScanner.style,
        slots: material3.union([
            "h1", "h2", "h3", "h4", "h5", "h6", "subtitle1", "subtitle2", "body1", "body2",
            "button", "caption", "overline",
        ]))
    static let flutter = StyleSyntax(
        platform: .flutter, kind: .flutterTextStyle, call: "TextTheme(", separator: ":", reference: "textTheme.",
        copy: ".copyWith(", declaredName: FlutterScanner.declaredName, style: FlutterScanner.style,
        slots: material3.union([
            "headline1", "headline2", "headline3", "headline4", "headline5", "headline6",
            "subtitle1", "subtitle2", "bodyText1", "bodyText2", "caption", "button", "overline",
        ]))

    /// The usages of files read together (a project's Kotlin, or its Dart), each file's in
    /// order: its `TextStyle(...)` literals and copies, and its uses of named styles
    /// (`TextStyles.body1`), with the values and styles every file names. A named style that is
    /// used or copied stands no longer as a usage of its own: its uses and copies are.
    func usages(of files: [(file: String, source: SourceText)]) -> [[TextUsage]] {
        let read = files.map { (sites: self.sites(in: $0.source), types: StyleDeclaration.typeSpans($0.source.text)) }
        let project = StyleProject(
            zip(files, read).flatMap {
                declarations(in: $0.source, file: $0.file, sites: $1.sites, types: $1.types)
            })
        var used: Set<StyleDeclaration.Place> = []
        let found = zip(files, read).map { file, read in
            (usages(
                file.source.text, file: file.file, sites: read.sites, types: read.types, project: project,
                copied: &used)
                + namedUses(file.source, file: file.file, project: project, used: &used)).sorted {
                    $0.line < $1.line
                }
        }
        guard !used.isEmpty else { return found }
        return found.map { usages in
            usages.filter { $0.kind != kind || !used.contains(StyleDeclaration.Place(file: $0.file, line: $0.line)) }
        }
    }

    /// A `TextStyle(...)` or a `base.copy(...)` written in a file.
    struct Site: Sendable {
        /// Where `TextStyle(` or the copied style's name starts.
        var index: String.Index
        var line: Int
        var arguments: [Substring]
        /// The style a copy copies, as written (`base`, `TextStyles.body1`); nil for a literal.
        var base: String?
    }

    /// Each `TextStyle(...)` and `x.copy(...)` of the file, in order (at most one more than
    /// `AppScan.usageLimit` of each).
    func sites(in source: SourceText) -> [Site] {
        let text = source.text
        guard text.containsBytes("TextStyle(") || text.containsBytes(copy) else { return [] }
        let lines = source.lines
        var sites: [Site] = []
        var start = text.startIndex
        var count = 0
        while count <= AppScan.usageLimit, let found = source.firstCode(of: "TextStyle(", from: start) {
            start = found.upperBound
            // `PlatformTextStyle(`, `DefaultTextStyle(` and other names ending in TextStyle are not one.
            if let previous = text[..<found.lowerBound].last, previous.isLetter || previous.isNumber || previous == "_"
            {
                continue
            }
            count += 1
            sites.append(
                Site(
                    index: found.lowerBound, line: lines.line(of: found.lowerBound),
                    arguments: SwiftScanner.callArguments(text, from: found.upperBound), base: nil))
        }
        start = text.startIndex
        count = 0
        while count <= AppScan.usageLimit, let found = source.firstCode(of: copy, from: start) {
            start = found.upperBound
            // `AppText.base.copyWith(`, and Dart's null assertion: `textTheme.bodyLarge!.copyWith(`.
            let before = text[..<found.lowerBound].reversed().drop { $0 == "!" || $0 == "?" }
            let written = String(
                before.prefix(200).prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }.reversed()
                    .drop { $0 == "." })
            guard !written.isEmpty else { continue }
            count += 1
            let index = text.index(before.startIndex.base, offsetBy: -written.count, limitedBy: text.startIndex)
            sites.append(
                Site(
                    index: index ?? found.lowerBound, line: lines.line(of: found.lowerBound),
                    arguments: SwiftScanner.callArguments(text, from: found.upperBound), base: written))
        }
        return sites.sorted { $0.index < $1.index }
    }

    /// The values and styles the file names (`StyleDeclaration`), each with the type it is declared in.
    func declarations(
        in source: SourceText, file: String, sites: [Site], types: [(body: Range<String.Index>, name: String)]
    ) -> [StyleDeclaration] {
        let text = source.text
        var found: [StyleDeclaration] = []
        for site in sites {
            // A name given just before the value: `val body = TextStyle(`, `TextStyle get h2 =>⏎ h1.copyWith(`.
            let end = text[..<site.index].reversed().prefix(200).drop(while: \.isWhitespace).startIndex.base
            guard let name = declaredName(text, end) else { continue }
            found.append(
                StyleDeclaration(
                    file: file, type: StyleDeclaration.type(at: site.index, in: types), name: name, line: site.line,
                    value: site.base.map { .copy(base: $0, overrides: site.arguments) } ?? .style(site.arguments)))
        }
        found += StyleDeclaration.expressions(in: source, file: file, types: types)
        return found
    }

    /// Each `TextStyle(...)` whose arguments `style` reads as a usage, and each copy of a style
    /// `project` resolves (one of the file's, or a `Type.name` of the project: its arguments
    /// under the copy's); a copy of another style that sets the family or size is skipped as
    /// computed. Each with the literal text of the `Text(...)` it is given to. Values named
    /// rather than written (`fontFamily: Fonts.raleway`, `fontSize: FontSizes.s14`) are the
    /// literals `project` finds for them. The styles copied are added to `copied`.
    func usages(
        _ text: String, file: String, sites: [Site], types: [(body: Range<String.Index>, name: String)],
        project: StyleProject, copied: inout Set<StyleDeclaration.Place>
    ) -> [TextUsage] {
        var usages: [TextUsage] = []
        for site in sites where usages.count <= AppScan.usageLimit {
            let type = StyleDeclaration.type(at: site.index, in: types)
            var arguments = project.literals(in: site.arguments, file: file, type: type, separator: separator)
            if let base = site.base {
                let set = Set(arguments.map(Self.argumentName))
                guard let inherited = project.style(base, in: file, type: type, separator: separator) else {
                    if set.contains("fontSize") || set.contains("fontFamily") {
                        var usage = TextUsage(file: file, line: site.line, kind: kind, platform: platform)
                        usage.skipped = .computed(
                            "\((base.split(separator: ".").last).map(String.init) ?? base) (copied)")
                        usages.append(usage)
                    }
                    continue
                }
                copied.insert(inherited.place)
                arguments = inherited.arguments.filter { !set.contains(Self.argumentName($0)) } + arguments
            }
            guard var usage = style(arguments, file, site.line) else { continue }
            usage.apply(Self.textContext(text, around: site.index))
            usages.append(usage)
        }
        return usages
    }

    /// Each use of a named style of the project (`TextStyles.body1`, `AppType.title`, not a copy
    /// of it) as a usage at its line with that style and the literal of the `Text(...)` it styles.
    /// The styles used are added to `used`.
    func namedUses(
        _ source: SourceText, file: String, project: StyleProject, used: inout Set<StyleDeclaration.Place>
    ) -> [TextUsage] {
        guard !project.styleTypes.isEmpty else { return [] }
        let text = source.text
        let bytes = Array(text.utf8)
        let utf8 = text.utf8
        var usages: [TextUsage] = []
        var walked = (offset: 0, index: utf8.startIndex)  // offsets to indices, walking forward once
        var cursor = 0
        while cursor < bytes.count, usages.count <= AppScan.usageLimit {
            let byte = bytes[cursor]
            // `Type.member`: an uppercase word not after a word, `.` or `$`, a dot, a word.
            guard byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z"),
                cursor == 0
                    || !(isWordByte(bytes[cursor - 1]) || bytes[cursor - 1] == UInt8(ascii: ".")
                        || bytes[cursor - 1] == UInt8(ascii: "$"))
            else {
                cursor += 1
                continue
            }
            let start = cursor
            while cursor < bytes.count, isWordByte(bytes[cursor]) { cursor += 1 }
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ".") else { continue }
            let type = String(decoding: bytes[start..<cursor], as: UTF8.self)
            guard project.styleTypes.contains(type) else { continue }
            let memberStart = cursor + 1
            cursor = memberStart
            while cursor < bytes.count, isWordByte(bytes[cursor]) { cursor += 1 }
            guard cursor > memberStart else { continue }
            // A copy is a site of its own; a call or a property (`TextStyles.body.fontSize`) is not a style.
            var next = cursor
            while next < bytes.count, bytes[next] == UInt8(ascii: "!") || bytes[next] == UInt8(ascii: "?") { next += 1 }
            guard next == bytes.count || bytes[next] != UInt8(ascii: "(") && bytes[next] != UInt8(ascii: ".") else {
                continue
            }
            let written = "\(type).\(String(decoding: bytes[memberStart..<cursor], as: UTF8.self))"
            guard let style = project.style(written, in: file, type: nil, separator: separator) else { continue }
            walked = (start, utf8.index(walked.index, offsetBy: start - walked.offset))
            guard source.isCode(walked.index),
                var usage = self.style(style.arguments, file, source.lines.line(of: walked.index))
            else { continue }
            used.insert(style.place)
            usage.kind = .fontReference(written)
            usage.apply(Self.textContext(text, around: walked.index))
            usages.append(usage)
        }
        return usages
    }

    /// `fontSize` of `fontSize = 17.sp` or `fontSize: 17`.
    static func argumentName(_ argument: Substring) -> String {
        String(argument.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }

    /// What the source says of the Text a style is given to: its literal text, and whether its view
    /// cuts ink past its line box (issue 40; docs/line-box-models.md, "What cuts").
    struct TextContext: Equatable {
        var text: String?
        /// The text is upper-cased where it is given (`"Hi".uppercase()`, `'Hi'.toUpperCase()`).
        var allCaps = false
        var overflow: ViewOverflow?
        var overflowReason: String?
        /// The height of the Text's frame (SwiftUI `.frame(height:)`), its line centred in it.
        var height: Double?
        /// How wide the Text is against its text (SwiftUI `.fixedSize()`: it hugs it).
        var sides: ViewSides?
    }

    /// The `Text(...)` call whose arguments hold `index` and what it says: its literal text
    /// (`Text("Hi", style = ...)`, `Text(text = "Hi")`, `Text.rich(TextSpan(text: 'Hi'))`), and
    /// whether anything cuts it. A Compose Text is cut at its bounds by a clip among its own
    /// modifiers (`Modifier.clip`, `clipToBounds()`, `graphicsLayer(clip = true)`: H, Compose
    /// `Modifier.clip`), and a Flutter Text by a `ClipRect`, `ClipRRect`, `ClipOval` or `ClipPath`
    /// whose child it is (H, `RenderClipRect` sizes to its child). A clip further out (a Card's
    /// shape, `clipBehavior`, a clipping Box) cuts at its own bounds, not the text's: said, not
    /// counted as a cut. Nothing found for a style given to no Text call.
    static func textContext(_ text: String, around index: String.Index) -> TextContext {
        guard let call = enclosingCall(text, before: index), ["Text", "TextSpan", "Text.rich"].contains(call.name)
        else { return TextContext() }
        var context = TextContext(text: literal(of: call, in: text))
        let arguments = call.arguments
        // The text argument (the first, or `text =`) upper-cased where it is given.
        let given = arguments.first { argumentName($0) == "text" } ?? arguments.first
        if let given, upperCasings.contains(where: { given.trimmed().hasSuffix($0) }) {
            context.allCaps = true
            if context.text == nil, let literal = upperCased(given) { context.text = literal }
        }
        if let modifier = arguments.first(where: { argumentName($0) == "modifier" }),
            modifier.contains(".clip(") || modifier.contains("clipToBounds()") || modifier.contains("clip = true")
        {
            context.overflow = .hidden
            context.overflowReason = "a clip among the Text's modifiers"
            return context
        }
        // The calls around it, nearest first, over a bounded stretch of the source.
        var position = call.nameStart
        for level in 0..<6 {
            guard let parent = enclosingCall(text, before: position) else { break }
            position = parent.nameStart
            let clips = ["ClipRect", "ClipRRect", "ClipOval", "ClipPath"].contains(parent.name)
            if clips, level == 0 {
                context.overflow = .hidden
                context.overflowReason = "a \(parent.name) around the Text, at its bounds"
                return context
            }
            let clipped =
                clips || parent.arguments.contains { $0.contains(".clip(") || $0.contains("clipToBounds") }
                || parent.arguments.contains { argumentName($0) == "clipBehavior" && !$0.contains("Clip.none") }
                || ["Card", "Surface", "Button", "ElevatedButton", "OutlinedButton", "TextButton", "FilledButton"]
                    .contains(parent.name)
            if clipped {
                context.overflowReason =
                    "a \(parent.name) around it clips at its own bounds, which the source does not tie to the text's"
                return context
            }
        }
        return context
    }

    /// A call around `index`: the name before the unclosed `(` of its arguments, or of a trailing
    /// lambda's `{` (`Card(shape = s) { Text(...) }`, `Surface { ... }`), with its arguments, and
    /// where its name starts. Looks back over at most 2,000 characters.
    private static func enclosingCall(_ text: String, before index: String.Index) -> (
        name: String, arguments: [Substring], nameStart: String.Index
    )? {
        var depth = 0
        var cursor = index
        var read = 0
        while cursor > text.startIndex, read < 2000 {
            cursor = text.index(before: cursor)
            read += 1
            let character = text[cursor]
            if character == ")" || character == "}" || character == "]" {
                depth += 1
            } else if character == "(" || character == "{" || character == "[" {
                guard depth == 0 else {
                    depth -= 1
                    continue
                }
                if character == "[" { return nil }
                var nameEnd = cursor
                var arguments: [Substring] = []
                if character == "{" {
                    // A trailing lambda: its call's arguments, if any, end just before it.
                    let before = text[..<cursor].reversed().drop(while: \.isWhitespace)
                    guard let last = before.first else { return nil }
                    if last == ")" {
                        let close = text.index(before: before.startIndex.base)
                        guard let open = matchingOpen(text, close: close) else { return nil }
                        arguments = SwiftScanner.callArguments(text, from: text.index(after: open))
                        nameEnd = open
                    } else {
                        nameEnd = before.startIndex.base
                    }
                } else {
                    arguments = SwiftScanner.callArguments(text, from: text.index(after: cursor))
                }
                let name = text[..<nameEnd].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
                guard !name.isEmpty else { return nil }
                return (String(name.reversed()), arguments, name.endIndex.base)
            }
        }
        return nil
    }

    /// The `(` that `close`, a `)`, closes, within 2,000 characters.
    private static func matchingOpen(_ text: String, close: String.Index) -> String.Index? {
        var depth = 0
        var cursor = close
        for _ in 0..<2000 where cursor > text.startIndex {
            cursor = text.index(before: cursor)
            if text[cursor] == ")" { depth += 1 }
            if text[cursor] == "(" {
                if depth == 0 { return cursor }
                depth -= 1
            }
        }
        return nil
    }

    /// A Text call's literal text, nil for a computed one.
    private static func literal(
        of call: (name: String, arguments: [Substring], nameStart: String.Index), in text: String
    )
        -> String?
    {
        let arguments = call.arguments
        // `Text.rich(TextSpan(text: 'Hi'), style: ...)`: the span's text, when it has no children.
        if call.name == "Text.rich" {
            guard let span = arguments.first, span.hasPrefix("TextSpan("), !span.contains("children") else {
                return nil
            }
            return Self.namedText(
                SwiftScanner.callArguments(String(span), from: span.index(span.startIndex, offsetBy: 9)))
        }
        // `Text("Hi", ...)`, or the `text` argument: `Text(text = "Hi")`, `TextSpan(text: 'Hi')`.
        if call.name == "Text", let first = arguments.first, let literal = Self.literalText(first) { return literal }
        return Self.namedText(arguments)
    }

    /// How Kotlin and Dart upper-case a string where it is given to a Text.
    private static let upperCasings = [".uppercase()", ".toUpperCase()", ".uppercase(Locale.ROOT)"]

    /// The literal of `"Hi".uppercase()` (or `text = "Hi".uppercase()`), as written.
    private static func upperCased(_ argument: Substring) -> String? {
        var value = argument.trimmed()[...]
        if argumentName(value) == "text" {
            value = value.dropFirst(4).drop { $0 == " " || $0 == "=" || $0 == ":" }
        }
        for suffix in upperCasings where value.hasSuffix(suffix) {
            return literalText(value.dropLast(suffix.count).trimmed()[...])
        }
        return nil
    }

    /// A string literal that is no template (`$name` in Kotlin and Dart is computed).
    private static func literalText(_ value: Substring) -> String? {
        SwiftScanner.stringLiteral(value).flatMap { $0.contains("$") ? nil : $0 }
    }

    /// The literal of a call's `text = "..."` (Kotlin) or `text: '...'` (Dart) argument.
    private static func namedText(_ arguments: [Substring]) -> String? {
        for argument in arguments where argumentName(argument) == "text" {
            let value = argument.dropFirst(4).drop { $0 == " " }
            if value.first == "=" || value.first == ":" {
                return literalText(value.dropFirst().drop(while: \.isWhitespace))
            }
        }
        return nil
    }

    /// How the call sets a slot.
    enum Value {
        /// `TextStyle(...)`: a usage at its line, or, without a family, the platform font.
        case textStyle
        /// `base.copy(...)`: a usage at its line when `base` is a literal TextStyle of the file.
        case copy
        /// Anything else (`baseline.bodyLarge`, a function's result).
        case computed
    }

    /// Each slot the file's calls set, with the line of its value's style.
    /// Each slot the file's calls set, with the line of its value's style, and a literal
    /// TextStyle's arguments.
    func slots(in source: SourceText) -> [(slot: String, line: Int, value: Value, arguments: [Substring])] {
        let text = source.text
        guard text.containsBytes(call) else { return [] }
        let lines = source.lines
        var found: [(slot: String, line: Int, value: Value, arguments: [Substring])] = []
        var start = text.startIndex
        while found.count <= AppScan.usageLimit, let call = source.firstCode(of: self.call, from: start) {
            start = call.upperBound
            if let previous = text[..<call.lowerBound].last, previous.isLetter || previous.isNumber { continue }
            var cursor = call.upperBound
            // A theme of 15 styles is longer than other calls.
            for argument in SwiftScanner.callArguments(text, from: call.upperBound, limit: 20_000) {
                let name = String(argument.prefix { $0.isLetter || $0.isNumber })
                let value = argument.dropFirst(name.count).drop { $0 == " " }
                guard slots.contains(name), value.first == separator else { continue }
                // The argument's line: where its name is next written after the previous one (a
                // style's, where its TextStyle( or copy is: the line of its usage).
                let place = text.firstBytes(of: name, from: cursor)
                cursor = place?.upperBound ?? cursor
                let written = value.dropFirst().drop(while: \.isWhitespace)
                let marker =
                    written.hasPrefix("TextStyle(")
                    ? "TextStyle(" : written.prefix { $0 != "(" }.hasSuffix(copy.dropLast()) ? copy : nil
                let style = marker.flatMap { text.firstBytes(of: $0, from: cursor) }
                found.append(
                    (
                        name, lines.line(of: style?.lowerBound ?? place?.lowerBound ?? call.lowerBound),
                        marker == nil ? .computed : marker == copy ? .copy : .textStyle,
                        marker == "TextStyle("
                            ? style.map { SwiftScanner.callArguments(text, from: $0.upperBound) } ?? []
                            : []
                    ))
            }
        }
        return found
    }

    /// Each use of a slot in the file, with the literal text of the `Text(...)` call it styles.
    func references(in source: SourceText) -> [SwiftScanner.FontReference] {
        let text = source.text
        guard text.containsBytes(reference) else { return [] }
        let lines = source.lines
        var references: [SwiftScanner.FontReference] = []
        var start = text.startIndex
        while references.count <= AppScan.usageLimit,
            let found = source.firstCode(of: reference, from: start)
        {
            start = found.upperBound
            let slot = String(text[found.upperBound...].prefix { $0.isLetter || $0.isNumber })
            guard slots.contains(slot) else { continue }
            references.append(
                SwiftScanner.FontReference(
                    type: nil, name: slot, line: lines.line(of: found.lowerBound), written: reference + slot,
                    context: Self.textContext(text, around: found.lowerBound)))
        }
        return references
    }
}

// MARK: - Named values and styles of a project

/// A value or a style a Kotlin or Dart file names, with the type it is declared in:
/// `static const String raleway = "Raleway"`, `static double get s14 => 14 * scale`,
/// `const val Title = 22.sp`, `val body = TextStyle(...)`, `static TextStyle get h2 =>
/// h1.copyWith(...)`. Other files refer to it as `Type.name`, its own file also by `name`.
struct StyleDeclaration: Sendable {
    var file: String
    /// The class, object, mixin or extension it is declared in (the innermost by braces); nil at the top level.
    var type: String?
    var name: String
    /// The line of its value: a style's usage is found there.
    var line: Int
    var value: Value

    enum Value: Sendable {
        /// A literal, or arithmetic of literals and names: `"Raleway"`, `14 * scale`, `22.sp`.
        case expression(Substring)
        case style([Substring])
        case copy(base: String, overrides: [Substring])
    }

    /// Where a declared style stands as a usage of its own.
    struct Place: Hashable, Sendable {
        var file: String
        var line: Int
    }

    var place: Place { Place(file: file, line: line) }

    /// The types of a file and their bodies: `class Name ... {` to its `}` (braces in strings and
    /// comments not counted), for `class`, `object` (not a companion's or an anonymous one, whose
    /// members are named by the outer type), `interface`, `mixin`, `enum` and `extension`.
    static func typeSpans(_ text: String) -> [(body: Range<String.Index>, name: String)] {
        // Read as UTF-8 bytes (a byte's index is the String's): identifiers are letters, digits, `_`
        // and any non-ASCII byte.
        let bytes = Array(text.utf8)
        let utf8 = text.utf8
        let keywords: Set<[UInt8]> = Set(
            ["class", "object", "interface", "mixin", "enum", "extension", "struct", "actor", "protocol"].map {
                Array($0.utf8)
            })
        var spans: [(body: Range<Int>, name: String)] = []
        var open: [(start: Int, name: String?)] = []
        var unnamed = 0  // braces opened past `spanLimit` deep, not kept
        var pending: String?
        var cursor = 0
        let count = bytes.count
        while cursor < count {
            let byte = bytes[cursor]
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                // Past the string literal (escapes skipped), within its line.
                var end = cursor + 1
                while end < count, bytes[end] != byte, bytes[end] != UInt8(ascii: "\n") {
                    end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
                }
                cursor = min(end + 1, count)
                continue
            case UInt8(ascii: "/") where cursor + 1 < count && bytes[cursor + 1] == UInt8(ascii: "/"):
                while cursor < count, bytes[cursor] != UInt8(ascii: "\n") { cursor += 1 }
                continue
            case UInt8(ascii: "/") where cursor + 1 < count && bytes[cursor + 1] == UInt8(ascii: "*"):
                cursor += 2
                while cursor + 1 < count,
                    !(bytes[cursor] == UInt8(ascii: "*") && bytes[cursor + 1] == UInt8(ascii: "/"))
                {
                    cursor += 1
                }
                cursor = min(cursor + 2, count)
                continue
            case UInt8(ascii: "{"):
                if open.count < spanLimit { open.append((cursor + 1, pending)) } else { unnamed += 1 }
                pending = nil
            case UInt8(ascii: "}"):
                if unnamed > 0 {
                    unnamed -= 1
                } else if let last = open.popLast(), let name = last.name, spans.count < spanLimit {
                    spans.append((last.start..<cursor, name))
                }
            case UInt8(ascii: ";"):
                pending = nil
            default:
                guard isWordByte(byte), byte < UInt8(ascii: "0") || byte > UInt8(ascii: "9") else { break }
                var end = cursor
                while end < count, isWordByte(bytes[end]) { end += 1 }
                if keywords.contains(Array(bytes[cursor..<end])) {
                    var next = end
                    while next < count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") {
                        next += 1
                    }
                    var stop = next
                    while stop < count, isWordByte(bytes[stop]) { stop += 1 }
                    pending = stop > next && next > end ? String(decoding: bytes[next..<stop], as: UTF8.self) : nil
                    if pending != nil { end = stop }
                }
                cursor = end
                continue
            }
            cursor += 1
        }
        // Offsets to indices, walking the text once.
        var indices: [Int: String.Index] = [:]
        var walked = utf8.startIndex
        var at = 0
        for offset in Set(spans.flatMap { [$0.body.lowerBound, $0.body.upperBound] }).sorted() {
            walked = utf8.index(walked, offsetBy: offset - at)
            at = offset
            indices[offset] = walked
        }
        return spans.compactMap { span in
            guard let lower = indices[span.body.lowerBound], let upper = indices[span.body.upperBound] else {
                return nil
            }
            return (lower..<upper, span.name)
        }
    }

    /// The most types one file's declarations are placed in, and the deepest braces followed
    /// (1,000: many times a real file's); declarations past them are taken to be at the top level.
    static let spanLimit = 1_000

    /// The innermost of `spans` holding `index`.
    static func type(at index: String.Index, in spans: [(body: Range<String.Index>, name: String)]) -> String? {
        spans.filter { $0.body.contains(index) }.max { $0.body.lowerBound < $1.body.lowerBound }?.name
    }

    /// The file's named expressions, one per line: `static const String raleway = "Raleway";`,
    /// `static double get s14 => 14 * scale;`, `const val Title = 22.sp`, `val gap: Dp = 4.dp`; a
    /// value that calls anything, or continues on the next line, is not one.
    static func expressions(
        in source: SourceText, file: String, types: [(body: Range<String.Index>, name: String)]
    ) -> [StyleDeclaration] {
        let text = source.text
        var found: [StyleDeclaration] = []
        var number = 0
        let utf8 = text.utf8
        var next = utf8.startIndex
        while next < utf8.endIndex, found.count <= AppScan.usageLimit {
            // Line by line over the bytes; only a short line with an `=` is read as text.
            let end = utf8[next...].firstIndex(of: UInt8(ascii: "\n")) ?? utf8.endIndex
            let bytes = utf8[next..<end]
            let start = next
            next = end < utf8.endIndex ? utf8.index(after: end) : end
            number += 1
            guard bytes.count <= 400, bytes.contains(UInt8(ascii: "=")) else { continue }
            let line = text[start..<end]
            // A line of a multi-line string declares nothing.
            guard let first = line.firstIndex(where: { !$0.isWhitespace }), source.isCode(first) else { continue }
            guard let equals = line.firstBytes(of: "=>") ?? line.firstBytes(of: " = ") else { continue }
            let head = line[..<equals.lowerBound]
            let words = head.split { $0 == " " || $0 == "\t" }
            guard words.contains(where: { ["const", "final", "static", "val", "var", "get"].contains($0) }) else {
                continue
            }
            // The name: the last word, or in Kotlin the one before `: Type`.
            var declared = head.trimmed()
            if let colon = declared.firstIndex(of: ":") { declared = String(declared[..<colon]) }
            let name = String(
                declared.trimmed().reversed()
                    .prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
            var value = line[equals.upperBound...].drop { $0 == " " }
            if value.hasSuffix(";") { value = value.dropLast() }
            value = Substring(value.trimmed())
            guard !name.isEmpty, name.first?.isNumber == false, isSimple(value) else { continue }
            found.append(
                StyleDeclaration(
                    file: file, type: type(at: line.startIndex, in: types), name: name, line: number,
                    value: .expression(value)))
        }
        return found
    }

    /// A string literal, or numbers, names, operators and brackets with no call (`f(x)`).
    private static func isSimple(_ value: Substring) -> Bool {
        if let quote = value.first, quote == "\"" || quote == "'" {
            return SwiftScanner.stringLiteral(value) != nil
        }
        guard !value.isEmpty else { return false }
        var previous: Character = " "
        for character in value {
            let allowed =
                character.isLetter || character.isNumber || "_. +-*/()".contains(character)
            guard allowed, !(character == "(" && (previous.isLetter || previous.isNumber || previous == "_")) else {
                return false
            }
            previous = character
        }
        return true
    }
}

/// The named values and styles of every Kotlin or Dart file of a project, by the names they are
/// used by: `Type.name` anywhere, `name` in its own file, a top-level `name` anywhere (when one
/// file alone declares it).
struct StyleProject: Sendable {
    private var qualified: [String: [StyleDeclaration]] = [:]
    private var inFile: [String: [String: [StyleDeclaration]]] = [:]
    private var topLevel: [String: [StyleDeclaration]] = [:]
    /// The types that declare a style: what a `Type.name` use is looked for by.
    private(set) var styleTypes: Set<String> = []
    /// How deep names are followed (`h2` copies `h1`, which copies `base`; `s14` is `14 * scale`),
    /// and how many names one value may follow in all (`A = B + B + B`, `B = C + C + C`...).
    static let depthLimit = 8
    static let nameLimit = 100

    /// The names one value may still follow.
    private final class Budget {
        var left = StyleProject.nameLimit
    }

    init(_ declarations: [StyleDeclaration]) {
        for declaration in declarations {
            if let type = declaration.type {
                qualified["\(type).\(declaration.name)", default: []].append(declaration)
                if case .expression = declaration.value {} else { styleTypes.insert(type) }
            } else {
                topLevel[declaration.name, default: []].append(declaration)
            }
            inFile[declaration.file, default: [:]][declaration.name, default: []].append(declaration)
        }
    }

    /// What `written` names from `file`, inside `type`, of the declarations `wanted` keeps: `Type.name`
    /// anywhere; `name` in the same type, then the same file, then at any file's top level. Nil when
    /// nothing, or several different things, do.
    private func declaration(
        _ written: String, in file: String, type: String?, _ wanted: (StyleDeclaration) -> Bool
    ) -> StyleDeclaration? {
        func one(_ found: [StyleDeclaration]?) -> StyleDeclaration? {
            let kept = (found ?? []).filter(wanted)
            guard let first = kept.first, kept.allSatisfy({ $0.place == first.place }) else { return nil }
            return first
        }
        if written.contains(".") { return one(qualified[written]) }
        return type.flatMap { one(qualified["\($0).\(written)"]?.filter { $0.file == file }) }
            ?? one(inFile[file]?[written]) ?? one(topLevel[written])
    }

    private static func isStyle(_ declaration: StyleDeclaration) -> Bool {
        if case .expression = declaration.value { return false }
        return true
    }

    /// The arguments of the style `written` names, its copies' over their bases', each named value
    /// replaced by its literal where it is declared (`literals`), and where the style stands.
    func style(_ written: String, in file: String, type: String?, separator: Character, depth: Int = 0) -> (
        arguments: [Substring], place: StyleDeclaration.Place
    )? {
        guard depth < Self.depthLimit, let declaration = declaration(written, in: file, type: type, Self.isStyle)
        else { return nil }
        let own = { (arguments: [Substring]) in
            literals(in: arguments, file: declaration.file, type: declaration.type, separator: separator)
        }
        switch declaration.value {
        case .style(let arguments): return (own(arguments), declaration.place)
        case .copy(let base, let overrides):
            guard
                let inherited = style(
                    base, in: declaration.file, type: declaration.type, separator: separator, depth: depth + 1)
            else { return nil }
            let set = Set(overrides.map(StyleSyntax.argumentName))
            return (
                inherited.arguments.filter { !set.contains(StyleSyntax.argumentName($0)) } + own(overrides),
                declaration.place
            )
        case .expression: return nil
        }
    }

    /// A value a named expression gives: a string, or a number with its unit (`.sp`, `.em`, `.dp`).
    enum Literal: Equatable {
        case string(String)
        case number(Double, unit: String)
    }

    /// The literal `expression` comes to, following names (`Fonts.raleway`, `14 * scale`); nil
    /// for anything else. `named` says whether a name or an operator was followed.
    func literal(_ expression: Substring, in file: String, type: String?) -> (value: Literal, named: Bool)? {
        literal(expression, in: file, type: type, depth: 0, budget: Budget())
    }

    private func literal(
        _ expression: Substring, in file: String, type: String?, depth: Int, budget: Budget
    ) -> (value: Literal, named: Bool)? {
        guard depth < Self.depthLimit, budget.left > 0, expression.count <= 400 else { return nil }
        budget.left -= 1
        let trimmed = Substring(expression.trimmingCharacters(in: .whitespacesAndNewlines))
        if trimmed.first == "\"" || trimmed.first == "'" {
            return SwiftScanner.stringLiteral(trimmed).flatMap { $0.contains("$") ? nil : (.string($0), false) }
        }
        let expression = { (name: String) in
            declaration(name, in: file, type: type) { !Self.isStyle($0) }
        }
        var parser = Arithmetic(Array(trimmed)) { name in
            guard let declaration = expression(name), case .expression(let value) = declaration.value,
                case (.number(let number, let unit), _)? = literal(
                    value, in: declaration.file, type: declaration.type, depth: depth + 1, budget: budget)
            else {
                // A name that holds a string (`Fonts.raleway`) is a value of its own, not arithmetic.
                return nil
            }
            return (number, unit)
        }
        if let name = Self.name(trimmed), let declaration = expression(name),
            case .expression(let value) = declaration.value,
            case (.string(let string), _)? = literal(
                value, in: declaration.file, type: declaration.type, depth: depth + 1, budget: budget)
        {
            return (.string(string), true)
        }
        guard let result = parser.parse() else { return nil }
        return (.number(result.value, unit: result.unit), parser.named)
    }

    /// `Fonts.raleway`, `raleway`: a name alone.
    private static func name(_ text: Substring) -> String? {
        guard let first = text.first, first.isLetter || first == "_",
            text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        else { return nil }
        return String(text)
    }

    /// The arguments with each named value of a style (`fontFamily: Fonts.raleway`, `fontSize =
    /// Sizes.body`) replaced by the literal it names, as a source would write it.
    func literals(in arguments: [Substring], file: String, type: String?, separator: Character) -> [Substring] {
        arguments.map { argument in
            let name = StyleSyntax.argumentName(argument)
            guard ["fontFamily", "fontSize", "height", "lineHeight", "letterSpacing"].contains(name) else {
                return argument
            }
            let rest = argument.dropFirst(name.count).drop { $0 == " " }
            guard rest.first == separator,
                let (value, named) = literal(rest.dropFirst(), in: file, type: type), named
            else { return argument }
            switch value {
            case .string(let string) where !string.contains("\"") && !string.contains("\\"):
                return "\(name)\(separator) \"\(string)\""
            case .number(let number, let unit) where number.isFinite && abs(number) < 1e6:
                let written = number == number.rounded() ? String(Int(number)) : String(number)
                return "\(name)\(separator) \(written)\(unit)"
            default: return argument
            }
        }
    }
}

/// Arithmetic of numbers and names (`14 * scale`, `(base + 2).sp`, `-0.5.sp`): `+ - * /`,
/// brackets, a Kotlin unit after a number or a bracket; names are what `resolve` makes of them.
private struct Arithmetic {
    var characters: [Character]
    var position = 0
    var resolve: (String) -> (Double, String)?
    /// Whether a name or an operator was met: the value was not written as one literal.
    var named = false

    init(_ characters: [Character], resolve: @escaping (String) -> (Double, String)?) {
        self.characters = characters
        self.resolve = resolve
    }

    mutating func parse() -> (value: Double, unit: String)? {
        guard let result = sum(), skipSpaces() == nil, result.value.isFinite else { return nil }
        return result
    }

    /// The next character past spaces, nil at the end.
    private mutating func skipSpaces() -> Character? {
        while position < characters.count, characters[position] == " " { position += 1 }
        return position < characters.count ? characters[position] : nil
    }

    private static func combine(_ a: String, _ b: String) -> String? { a.isEmpty ? b : b.isEmpty || a == b ? a : nil }

    private mutating func sum() -> (value: Double, unit: String)? {
        guard var left = product() else { return nil }
        while let next = skipSpaces(), next == "+" || next == "-" {
            position += 1
            named = true
            guard let right = product(), let unit = Self.combine(left.unit, right.unit) else { return nil }
            left = (next == "+" ? left.value + right.value : left.value - right.value, unit)
        }
        return left
    }

    private mutating func product() -> (value: Double, unit: String)? {
        guard var left = unary() else { return nil }
        while let next = skipSpaces(), next == "*" || next == "/" {
            position += 1
            named = true
            guard let right = unary(), left.unit.isEmpty || right.unit.isEmpty else { return nil }
            if next == "/" && right.value == 0 { return nil }
            left = (next == "*" ? left.value * right.value : left.value / right.value, left.unit + right.unit)
        }
        return left
    }

    private mutating func unary() -> (value: Double, unit: String)? {
        if skipSpaces() == "-" {
            position += 1
            return unary().map { (-$0.value, $0.unit) }
        }
        return atom()
    }

    private mutating func atom() -> (value: Double, unit: String)? {
        guard let first = skipSpaces() else { return nil }
        var result: (value: Double, unit: String)
        if first == "(" {
            position += 1
            guard let inner = sum(), skipSpaces() == ")" else { return nil }
            position += 1
            result = inner
        } else if first.isNumber {
            var digits = ""
            while position < characters.count,
                characters[position].isNumber
                    || characters[position] == "." && position + 1 < characters.count
                        && characters[position + 1].isNumber
            {
                digits.append(characters[position])
                position += 1
            }
            // Kotlin's and Dart's float suffixes.
            if position < characters.count, "fFdD".contains(characters[position]) { position += 1 }
            guard let value = Double(digits) else { return nil }
            result = (value, "")
        } else if first.isLetter || first == "_" {
            var name = ""
            while position < characters.count,
                characters[position].isLetter || characters[position].isNumber || characters[position] == "_"
                    || characters[position] == "."
            {
                name.append(characters[position])
                position += 1
            }
            // `Sizes.body.sp`: a unit after a name.
            var unit = ""
            for suffix in [".sp", ".em", ".dp"] where name.hasSuffix(suffix) {
                unit = String(suffix)
                name = String(name.dropLast(suffix.count))
            }
            guard let value = resolve(name), let combined = Self.combine(value.1, unit) else { return nil }
            named = true
            return (value.0, combined)
        } else {
            return nil
        }
        // `14.sp`, `(x + 2).sp`: a Kotlin unit after a number or a bracket.
        for suffix in [".sp", ".em", ".dp"] where characters[position...].starts(with: Array(suffix)) {
            let after = position + suffix.count
            if after == characters.count || !(characters[after].isLetter || characters[after].isNumber) {
                position = after
                guard result.unit.isEmpty else { return nil }
                result.unit = suffix
            }
        }
        return result
    }
}

/// A byte of an identifier in Kotlin, Dart or Swift source read as UTF-8: a letter, digit, `_`, or
/// any byte of a non-ASCII character.
func isWordByte(_ byte: UInt8) -> Bool {
    byte >= 0x80 || byte == UInt8(ascii: "_")
        || (byte | 0x20) >= UInt8(ascii: "a")
            && (byte | 0x20) <= UInt8(ascii: "z")
        || byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
}
