import Foundation
import LineBoxAnalysis

// MARK: - Named values and styles of a project

/// A value or a style a Kotlin or Dart file names, with the type it is declared in:
/// `static const String raleway = "Raleway"`, `static double get s14 => 14 * scale`,
/// `const val Title = 22.sp`, `val body = TextStyle(...)`, `static TextStyle get h2 =>
/// h1.copyWith(...)`. Other files refer to it as `Type.name`, its own file also by `name`.
/// A type of a file and its body, between its braces (`StyleDeclaration.typeSpans`).
typealias TypeSpan = (body: Range<String.Index>, name: String)

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
        /// A call of a project function that makes a style (`StyleHelper`): `_createFont(titleFont,
        /// sizePx: 64)`, and a copy's arguments over it (`.copyWith(fontStyle: FontStyle.italic)`).
        case call(function: String, arguments: [Substring], overrides: [Substring])
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
    static func typeSpans(_ text: String) -> [TypeSpan] {
        // Read as UTF-8 bytes (a byte's index is the String's): identifiers are letters, digits, `_`
        // and any non-ASCII byte.
        let bytes = Array(text.utf8)
        let utf8 = text.utf8
        let keywords = ["class", "object", "interface", "mixin", "enum", "extension", "struct", "actor", "protocol"]
            .map { Array($0.utf8) }
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
                // Compared in place: most words are no keyword, and none is worth an allocation.
                if (4...9).contains(end - cursor), keywords.contains(where: { bytes[cursor..<end].elementsEqual($0) }) {
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
    static func type(at index: String.Index, in spans: [TypeSpan]) -> String? { span(at: index, in: spans)?.name }

    /// The innermost type whose body holds `index`.
    static func span(at index: String.Index, in spans: [TypeSpan]) -> TypeSpan? {
        spans.filter { $0.body.contains(index) }.max { $0.body.lowerBound < $1.body.lowerBound }
    }

    /// The file's named expressions, one per line: `static const String raleway = "Raleway";`,
    /// `static double get s14 => 14 * scale;`, `const val Title = 22.sp`, `val gap: Dp = 4.dp`; a
    /// value that calls anything (but google_fonts' `GoogleFonts.openSans().fontFamily`), or
    /// continues on the next line, is not one.
    static func expressions(
        in source: SourceText, file: String, types: [TypeSpan]
    ) -> [StyleDeclaration] {
        let text = source.text
        var found: [StyleDeclaration] = []
        let utf8 = text.utf8
        // Only a short line is read as text.
        for (start, _, end) in AssignmentLines(text) where found.count <= AppScan.usageLimit {
            guard utf8.distance(from: start, to: end) <= 400 else { continue }
            let line = text[start..<end]
            guard let equals = line.firstBytes(of: "=>") ?? line.firstBytes(of: " = ") else { continue }
            let head = line[..<equals.lowerBound]
            // The bytes first (each keyword is in the head if it is a word of it), then the words;
            // a Dart local typed as a style is one too (`TextStyle header = TextStyles.t1;`).
            let keywords = ["const", "final", "static", "val", "var", "get", "TextStyle"]
            guard keywords.contains(where: { head.firstBytes(of: $0) != nil }),
                head.spaceSeparatedWords().contains(where: { word in
                    keywords.contains { word.utf8.elementsEqual($0.utf8) }
                })
            else { continue }
            var value = line[equals.upperBound...].drop { $0 == " " }
            if value.hasSuffix(";") { value = value.dropLast() }
            value = Substring(value.trimmed())
            // A literal list of a variable font's axes is a value too (Flutter `fontVariations`),
            // and google_fonts' family of one variant (`GoogleFonts.openSans().fontFamily`).
            guard
                isSimple(value) || FlutterScanner.fontVariations(value) != nil
                    || GoogleFonts.variantFamily(value) != nil
            else { continue }
            // A line of a multi-line string declares nothing.
            guard let first = line.firstIndex(where: { !$0.isBlank }), source.isCode(first) else { continue }
            // The name: the last word, or in Kotlin the one before `: Type`.
            var declared = head.trimmed()
            if let colon = declared.firstIndex(of: ":") { declared = String(declared[..<colon]) }
            let name = String(declared.trimmedSlice().trailingName())
            guard !name.isEmpty, name.first?.isNumber == false else { continue }
            found.append(
                StyleDeclaration(
                    file: file, type: type(at: line.startIndex, in: types), name: name,
                    line: source.lines.line(of: start),
                    value: .expression(value)))
        }
        return found
    }

    /// Each Dart function of one number that returns it times a factor (`static double adjustFontSize(
    /// double base) { return base * getPlatformFontScaleFactor(); }`, `double s(double x) => x * _scale;`):
    /// a declaration named `adjustFontSize(_)` whose value is the factor, so that a size written as its
    /// call (`fontSize: PlatformTextConfig.adjustFontSize(14)`) is the literal times the factor, and
    /// the literal where the factor is a run-time value (U: one factor scales ink and line box alike).
    static func scalers(
        in source: SourceText, file: String, types: [TypeSpan]
    ) -> [StyleDeclaration] {
        let text = source.text
        var found: [StyleDeclaration] = []
        for returned in source.codeRanges(of: "double ") where found.count < AppScan.usageLimit {
            // `double name(double x)`, `num`, `int` too; then `=> x * f;` or `{ return x * f; }`.
            let name = text[returned.upperBound...].prefix { $0.isNamePart }
            guard !name.isEmpty, text[name.endIndex...].first == "(" else { continue }
            let signature = SwiftScanner.call(text, from: text.index(after: name.endIndex), limit: 200)
            guard signature.arguments.count == 1, let end = signature.end else { continue }
            let parameter = signature.arguments[0].trimmed().split(separator: " ")
            guard parameter.count == 2, ["double", "num", "int"].contains(parameter[0]) else { continue }
            // `=> x * f;` or `{ return x * f; }`, its `;` within 300 characters.
            guard let body = text.returnedExpression(after: end)?.prefix(300),
                let semicolon = body.firstIndex(of: ";")
            else { continue }
            let product = body[..<semicolon].split(separator: "*", omittingEmptySubsequences: false).map {
                Substring($0.trimmed())
            }
            let variable = parameter[1]
            guard product.count == 2, product.filter({ $0 == variable }).count == 1,
                let factor = product.first(where: { $0 != variable }), !factor.contains(variable), !factor.isEmpty
            else { continue }
            found.append(
                StyleDeclaration(
                    file: file, type: type(at: returned.lowerBound, in: types), name: name + "(_)",
                    line: source.lines.line(of: returned.lowerBound), value: .expression(factor)))
        }
        return found
    }

    /// A string literal, or numbers, names, operators and brackets with no call (`f(x)`).
    private static func isSimple(_ value: Substring) -> Bool {
        if let quote = value.first, quote == "\"" || quote == "'" {
            return SwiftScanner.stringLiteralInside(value) != nil
        }
        guard !value.isEmpty else { return false }
        // ASCII, the usual case, byte by byte: no call (a name's byte before `(`), nothing else.
        if value.utf8.allSatisfy({ $0 < 0x80 }) {
            var previous = UInt8(ascii: " ")
            for byte in value.utf8 {
                let word = isWordByte(byte)
                guard word || "_. +-*/()".utf8.contains(byte), !(byte == UInt8(ascii: "(") && isWordByte(previous))
                else { return false }
                previous = byte
            }
            return true
        }
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

/// The lines of a text that hold an `=`: each line's start, its first `=` and its end, each line
/// found from its `=` (memchr) and read once.
struct AssignmentLines: Sequence, IteratorProtocol {
    let text: String
    var cursor: String.Index

    init(_ text: String) {
        self.text = text
        cursor = text.utf8.startIndex
    }

    mutating func next() -> (start: String.Index, sign: Range<String.Index>, end: String.Index)? {
        let utf8 = text.utf8
        guard let sign = text.firstBytes(of: "=", from: cursor) else { return nil }
        let start =
            utf8[cursor..<sign.lowerBound].lastIndex(of: UInt8(ascii: "\n")).map { utf8.index(after: $0) } ?? cursor
        let end = text.firstBytes(of: "\n", from: sign.upperBound)?.lowerBound ?? utf8.endIndex
        cursor = end < utf8.endIndex ? utf8.index(after: end) : end
        return (start, sign, end)
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
    /// Whether any file declares a style by a name alone (`val SmallHeading = TextStyle(...)`, at
    /// the top level or in the file that uses it): what a `style = SmallHeading` use is looked for by.
    private(set) var hasNamedStyles = false
    /// The project's functions that make a style of a style (Dart).
    private var helpers: [String: StyleHelper] = [:]
    /// The declared class of members and top-level names (`StyleHelper.memberTypes`), by
    /// `Owner.name` or `name`, and the top-level names whose members lead to a style type: what
    /// a chain (`$styles.text.h1`) is looked for by.
    private var memberTypes: [String: String] = [:]
    private(set) var chainRoots: Set<String> = []
    private var uniformQualified: Set<String> = []
    private var uniformTopLevel: Set<String> = []
    /// How deep names are followed (`h2` copies `h1`, which copies `base`; `s14` is `14 * scale`),
    /// and how many names one value may follow in all (`A = B + B + B`, `B = C + C + C`...).
    static let depthLimit = 8
    static let nameLimit = 100

    /// The names one value may still follow.
    private final class Budget {
        var left = StyleProject.nameLimit
    }

    init(
        _ declarations: [StyleDeclaration], helpers: [String: StyleHelper] = [:], memberTypes: [String: String] = [:]
    ) {
        self.helpers = helpers
        self.memberTypes = memberTypes
        for declaration in declarations {
            if let type = declaration.type {
                qualified["\(type).\(declaration.name)", default: []].append(declaration)
                if case .expression = declaration.value {} else { styleTypes.insert(type) }
            } else {
                topLevel[declaration.name, default: []].append(declaration)
            }
            inFile[declaration.file, default: [:]][declaration.name, default: []].append(declaration)
            if Self.isStyle(declaration) { hasNamedStyles = true }
        }
        uniformQualified = Self.uniform(qualified)
        uniformTopLevel = Self.uniform(topLevel)
        // The types whose members lead to a style type, a level at a time (`AppStyle.text` is a `_Text`).
        var leading = styleTypes
        // Each owner's member types once (a class of 2,000 `String` getters has one), over the bytes.
        var members: [String: Set<String>] = [:]
        for (key, type) in memberTypes {
            if let dot = key.utf8.firstIndex(of: UInt8(ascii: ".")) {
                members[String(key[..<dot]), default: []].insert(type)
            }
        }
        for _ in 0..<3 {
            leading.formUnion(members.filter { $0.value.contains(where: leading.contains) }.keys)
        }
        chainRoots = Set(
            memberTypes.filter { !$0.key.utf8.contains(UInt8(ascii: ".")) && leading.contains($0.value) }.keys)
    }

    /// The `Type.member` a chain of typed members names (`$styles.text.h1`: `$styles` is an
    /// `AppStyle`, its `text` a `_Text`: `_Text.h1`); nil when a link's type is not declared.
    func chain(_ written: String) -> String? {
        let parts = written.split(separator: ".")
        guard parts.count >= 2, parts.count <= Self.depthLimit, let last = parts.last else { return nil }
        var type = memberTypes[String(parts[0])] ?? String(parts[0])
        for part in parts.dropFirst().dropLast() {
            guard let next = memberTypes["\(type).\(part)"] else { return nil }
            type = next
        }
        let resolved = "\(type).\(last)"
        return resolved == written ? nil : resolved
    }

    /// What `written` names from `file`, inside `type`, of the declarations `wanted` keeps: `Type.name`
    /// anywhere; `name` in the same type, then the same file, then at any file's top level. Nil when
    /// nothing, or several different things, do.
    private func declaration(
        _ written: String, in file: String, type: String?, _ wanted: (StyleDeclaration) -> Bool
    ) -> StyleDeclaration? {
        // Several declarations of one name that write the same literal (two packages' generated
        // `FontFamily.pixeloidSans = 'PixeloidSans'`) name it alike: the first stands for them.
        // A name that many declarations give (copies of one app in a tree) is read once, when it
        // is declared (`uniform`), not at each use.
        func one(_ found: [StyleDeclaration]?, uniform: Bool = false) -> StyleDeclaration? {
            guard let found, let first = found.first else { return nil }
            if uniform { return wanted(first) ? first : nil }
            guard found.count <= Self.sameNameLimit else { return nil }
            let kept = found.filter(wanted)
            guard let first = kept.first,
                kept.allSatisfy({ $0.place == first.place || Self.sameLiteral($0, first) })
            else { return nil }
            return first
        }
        func qualified(_ key: String) -> StyleDeclaration? {
            one(self.qualified[key], uniform: uniformQualified.contains(key))
        }
        if written.contains(".") { return qualified(written) ?? chain(written).flatMap(qualified) }
        return type.flatMap { type in one(inFile[file]?[written]?.filter { $0.type == type }) }
            ?? one(inFile[file]?[written]) ?? one(topLevel[written], uniform: uniformTopLevel.contains(written))
    }

    /// The most declarations of one name read at a use: more that do not all give the same
    /// literal name nothing (several different things), as fewer do.
    static let sameNameLimit = 64

    /// The names whose declarations all give the same literal (`sameLiteral`), more than one of them.
    private static func uniform(_ names: [String: [StyleDeclaration]]) -> Set<String> {
        Set(
            names.filter { _, found in
                found.count > 1 && found.dropFirst().allSatisfy { sameLiteral($0, found[0]) }
            }.keys)
    }

    /// Whether two declarations give the same string or number literal.
    private static func sameLiteral(_ one: StyleDeclaration, _ other: StyleDeclaration) -> Bool {
        guard case .expression(let value) = one.value, case .expression(let otherValue) = other.value,
            value == otherValue
        else { return false }
        return SwiftScanner.stringLiteralInside(value) != nil || Double(value) != nil
    }

    private static func isStyle(_ declaration: StyleDeclaration) -> Bool {
        if case .expression = declaration.value { return false }
        return true
    }

    /// A style, or a name given another style (`const TextStyle body = TextStyles.large;`).
    private static func isStyleOrAlias(_ declaration: StyleDeclaration) -> Bool {
        if case .expression(let value) = declaration.value { return name(value) != nil }
        return true
    }

    /// The arguments of the style `written` names, its copies' over their bases', each named value
    /// replaced by its literal where it is declared (`literals`), where the style stands, and where
    /// the styles it was made of do (its bases, a helper's template). A name given another style is
    /// that style (a Dart import prefix, `component.TextStyles.large`, dropped).
    func style(_ written: String, in file: String, type: String?, separator: Character, depth: Int = 0) -> (
        arguments: [Substring], place: StyleDeclaration.Place, bases: [StyleDeclaration.Place]
    )? {
        guard depth < Self.depthLimit,
            let declaration = declaration(written, in: file, type: type, Self.isStyleOrAlias)
        else { return nil }
        let own = { (arguments: [Substring]) in
            literals(in: arguments, file: declaration.file, type: declaration.type, separator: separator)
        }
        var copy: (base: String, overrides: [Substring])
        var template: StyleDeclaration.Place?
        switch declaration.value {
        case .style(let arguments): return (own(arguments), declaration.place, [])
        case .copy(let base, let overrides): copy = (base, overrides)
        case .call(let function, let arguments, let outer):
            let scale = { (factor: Substring) -> Double? in
                guard case (.number(let times, ""), _)? = literal(factor, in: declaration.file, type: declaration.type)
                else { return nil }
                return times
            }
            if let helper = helpers[function] {
                guard let made = helper.copy(of: arguments, scale: scale) else { return nil }
                let set = Set(outer.map(StyleSyntax.argumentName))
                copy = (made.base, made.overrides.filter { !set.contains(StyleSyntax.argumentName($0)) } + outer)
                template = helper.place
            } else if !outer.isEmpty {
                // Another function's style, copied (`small(context).copyWith(fontSize: 9)`): the
                // style that function is declared to return, as a copy of a call is read anywhere.
                copy = (function, outer)
            } else {
                return nil
            }
        case .expression(let value):
            guard let name = Self.name(value) else { return nil }
            let parts = name.split(separator: ".")
            let unprefixed = parts.count > 2 && parts[0].first?.isLowercase == true ? parts.dropFirst() : nil
            for candidate in [name] + (unprefixed.map { [$0.joined(separator: ".")] } ?? []) {
                if let aliased = style(
                    candidate, in: declaration.file, type: declaration.type, separator: separator, depth: depth + 1)
                {
                    return aliased
                }
            }
            return nil
        }
        let (base, overrides) = copy
        // A helper's style of its own copies nothing.
        guard
            let inherited = base.isEmpty
                ? ([], declaration.place, [])
                : style(base, in: declaration.file, type: declaration.type, separator: separator, depth: depth + 1)
        else { return nil }
        let set = Set(overrides.map(StyleSyntax.argumentName))
        return (
            inherited.arguments.filter { !set.contains(StyleSyntax.argumentName($0)) } + own(overrides),
            declaration.place, [inherited.place] + inherited.bases + (template.map { [$0] } ?? [])
        )
    }

    /// The styles a file declares by a call of a helper (`StyleHelper`), in line order.
    func calls(in file: String) -> [StyleDeclaration] {
        (inFile[file] ?? [:]).values.joined().filter {
            if case .call = $0.value { return true }
            return false
        }.sorted { $0.line < $1.line }
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
        let trimmed = Substring(expression.trimmed())
        if trimmed.first == "\"" || trimmed.first == "'" {
            return SwiftScanner.stringLiteral(trimmed).flatMap { $0.contains("$") ? nil : (.string($0), false) }
        }
        // google_fonts' family of one variant (`GoogleFonts.openSans().fontFamily`) is a string.
        if let family = GoogleFonts.variantFamily(trimmed) { return (.string(family), true) }
        let expression = { (name: String) in
            declaration(name, in: file, type: type) { !Self.isStyle($0) }
        }
        var parser = Arithmetic(Array(trimmed)) { name in
            if let open = name.firstIndex(of: "("), name.hasSuffix(")") {
                // A scaler's call (`adjustFontSize(14)`): its argument times its factor (1 when run-time).
                guard let declaration = expression(name[..<open] + "(_)"),
                    case .expression(let factor) = declaration.value,
                    case (.number(let number, let unit), _)? = literal(
                        name[name.index(after: open)..<name.index(before: name.endIndex)], in: file, type: type,
                        depth: depth + 1, budget: budget)
                else { return nil }
                let scale = literal(
                    factor, in: declaration.file, type: declaration.type, depth: depth + 1, budget: budget)
                guard case (.number(let times, ""), _)? = scale else { return (number, unit) }
                return (number * times, unit)
            }
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
    static func name(_ text: Substring) -> String? {
        guard let first = text.first, first.isLetter || first == "_",
            text.allSatisfy({ $0.isNamePart || $0 == "." })
        else { return nil }
        return String(text)
    }

    /// The arguments with each named value of a style (`fontFamily: Fonts.raleway`, `fontSize =
    /// Sizes.body`) replaced by the literal it names, as a source would write it.
    func literals(in arguments: [Substring], file: String, type: String?, separator: Character) -> [Substring] {
        arguments.map { argument in
            let name = StyleSyntax.argumentName(argument)
            let rest = argument.dropFirst(name.count).drop { $0 == " " }
            if name == "fontWeight", rest.first == separator {
                // A weight named (`fontWeight: _bold`, `const FontWeight _bold = FontWeight.w600;`).
                let written = Substring(rest.dropFirst().trimmed())
                guard let named = Self.name(written), !written.hasPrefix("FontWeight"),
                    let declaration = declaration(named, in: file, type: type, { !Self.isStyle($0) }),
                    case .expression(let value) = declaration.value,
                    value.trimmedSpaces().hasPrefix("FontWeight")
                else { return argument }
                return "\(name)\(separator) \(value.trimmedSpaces())"
            }
            if name == "fontVariations", rest.first == separator {
                // A list named (`fontVariations: bold`, `const List<FontVariation> bold = [...];`).
                guard let named = Self.name(Substring(rest.dropFirst().trimmed())),
                    let declaration = declaration(named, in: file, type: type, { !Self.isStyle($0) }),
                    case .expression(let value) = declaration.value,
                    FlutterScanner.fontVariations(value) != nil
                else { return argument }
                return "\(name)\(separator) \(value.trimmed())"
            }
            guard ["fontFamily", "fontSize", "height", "lineHeight", "letterSpacing"].contains(name) else {
                return argument
            }
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
/// brackets, a Kotlin unit after a number or a bracket; names are what `resolve` makes of them,
/// a name that calls something with what follows it (`min(a, b)`, `Sizes.body().pointSize`).
struct Arithmetic {
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

    /// The `)` that closes the `(` at `open`, within 400 characters.
    private func closing(from open: Int) -> Int? {
        var depth = 0
        for index in open..<min(characters.count, open + 400) {
            if characters[index] == "(" { depth += 1 }
            if characters[index] == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
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
            let isName = { (character: Character) in
                character.isLetter || character.isNumber || character == "_" || character == "."
            }
            while position < characters.count, isName(characters[position]) {
                name.append(characters[position])
                position += 1
            }
            // A call and the members after it (`Sizes.body().pointSize`), to its matching `)`.
            while position < characters.count, characters[position] == "(", let close = closing(from: position) {
                name += String(characters[position...close])
                position = close + 1
                while position < characters.count, isName(characters[position]) {
                    name.append(characters[position])
                    position += 1
                }
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
