import Foundation
import LineBoxAnalysis

// MARK: - Computed styles

/// The computed properties of a project's Swift types and the cases of its enums, so that a
/// style's font can be worked out case by case through `switch`es and members of other types
/// (`var font: Font { switch weight { case .bold: .custom("Brand-Bold", size: size.points) ... } }`),
/// as the compiler would, for literals only and at a bounded depth.
struct SwiftStyleIndex {
    /// A computed property: its declared type, and its body in its file: one expression, or a
    /// `switch` over a subject (`self`, another member) whose branches are expressions.
    struct Property {
        var type: String
        var source: SourceText
        var file: String
        var lines: ClosedRange<Int>
        var expression: Range<String.Index>
        var subject: String?
        var branches: [(names: [String], isDefault: Bool, expression: Range<String.Index>)] = []
        /// The locals the body declares before its value (`let base = FontSize.body()`), by name.
        var locals: [String: Range<String.Index>] = [:]
        /// A type's own member (`static`), which may stand for a style wherever code names it
        /// (`memberFonts`), when its type is a font's or its body writes a font or adds to a style.
        var isStatic = false
        var mayHoldFont = false
    }

    /// What an expression evaluates to.
    enum Value: Equatable {
        case number(Double)
        case string(String)
        /// A case of an enum, its type when known.
        case enumCase(type: String?, name: String)
        case font(name: String, size: Double)
    }

    /// Each enum's cases, in order, and each type's computed properties by name: one declaration
    /// for each file that declares it, the first `AppScan.declarationsKept` files (a monorepo's apps may
    /// each declare `Font.display`), of which a use takes the nearest (`AppScan.nearest`).
    var cases: [String: [String]] = [:]
    var properties: [String: [String: [Property]]] = [:]

    /// The Dynamic Type setting a style's sizes are worked out at: Large, the default.
    var category = ContentSizeCategory.l

    /// The project's font helpers by name (`static func brandBold(size: CGFloat) -> UIFont`,
    /// `SwiftFontFunctions`) and the String enums their arguments name, for calls in a style's body.
    var helpers: [String: [(file: String, function: SwiftFontFunctions.Function)]] = [:]
    var enums: [String: [String: String]] = [:]
    /// SwiftGen's generated fonts by `Family.style` (`SwiftGenFonts`): `FontFamily.Inter.bold` is
    /// the font named `Inter-Bold`.
    var swiftGenFonts: [String: SwiftGenFonts.Font] = [:]

    /// The deepest chain of properties and locals followed (a cycle stops there), and the most
    /// expressions one value may evaluate in all (`a = b + b`, `b = c + c`...).
    /// The types a property that is a font declares.
    static let fontTypes: Set<String> = ["Font", "UIFont", "SwiftUI.Font"]

    static let depthLimit = 32
    static let evaluationLimit = 500
    /// The most expressions all of a project's members may evaluate (`memberFonts`): many times
    /// a real design system's, and past it a member is no usage (its uses are left unlisted).
    static let memberEvaluationLimit = 20_000

    /// The expressions one value may still evaluate.
    final class Budget {
        var left = SwiftStyleIndex.evaluationLimit
        /// Whether a Dynamic Type style's size was read: the value may differ at other categories.
        var readDynamicType = false
        /// The type's own members already worked out (`Type.member`), so that a chain of styles
        /// each built on the last is worked out once.
        var members: [String: Value] = [:]
        /// Where the font helpers called are (their `UIFont(name:size:)` templates stand no longer).
        var helpersCalled: [(file: String, line: Int)] = []
    }

    /// Reads a file's enum cases, computed properties (`var name: Type { ... }`), static values
    /// (`static let base: CGFloat = 16`) and functions without parameters (`static func
    /// bodySize() -> CGFloat { ... }`, named `bodySize()`).
    mutating func read(_ source: SourceText, file: String) {
        let text = source.text
        // A style's members switch over cases or make its font; other files hold none of them.
        let styled =
            text.containsBytes("var ")
            && (text.containsBytes("switch ") || text.containsBytes(".custom(") || text.containsBytes("UIFont(name:")
                || text.containsBytes(".init(name:")
                || text.containsBytes("static var ") && text.containsBytes(".font("))
        // An enum's cases count wherever it is declared (its style properties may be in an extension elsewhere).
        let enums = text.containsBytes("enum ") && text.containsBytes("case ")
        guard styled || enums || text.containsBytes("static ") else { return }
        let types = source.types
        let pairs = source.bracePairs()
        // Bodies are read once each, at most 4 times the file's size in all (nested ones would be
        // read again with each property around them).
        var budget = 4 * text.utf8.count
        for found in styled ? source.codeRanges(of: "var ") : [] {
            if let before = text[..<found.lowerBound].last, before.isLetter || before.isNumber || before == "_" {
                continue
            }
            let name = text[found.upperBound...].prefix { $0.isNamePart }
            let head = text[name.endIndex...].prefix(200).prefix { $0 != "{" && $0 != "=" && $0 != "\n" }
            guard !name.isEmpty, head.trimmed().hasPrefix(":"), head.endIndex < text.endIndex,
                text[head.endIndex] == "{", let type = StyleDeclaration.type(at: found.lowerBound, in: types),
                let body = source.body(open: head.endIndex, pairs: pairs)
            else { continue }
            let declared = head.trimmed().dropFirst().trimmed()
            let size = text.utf8.distance(from: body.lowerBound, to: body.upperBound)
            guard declared.allSatisfy({ $0.isNamePart || $0 == "." }), size <= budget,
                size <= 100_000
            else { continue }
            let statement = text[body].drop(while: \.isBlank)
            guard !statement.hasPrefix("get"), !statement.hasPrefix("didSet"),
                var property = Self.property(
                    declared, body: body, source: source, file: file, pairs: pairs, budget: &budget,
                    line: source.lines.line(of: found.lowerBound))
            else { continue }
            let lineStart =
                text[..<found.lowerBound].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
            let modifiers = text[lineStart..<found.lowerBound].split(separator: " ")
            property.isStatic = modifiers.contains("static") || modifiers.contains("class")
            property.mayHoldFont = Self.mayHoldFont(declared, text[body])
            add(property, named: String(name), of: type)
        }
        for found in source.codeRanges(of: "static ") {
            guard let span = StyleDeclaration.span(at: found.lowerBound, in: types),
                case (let name, var property)? = staticMember(
                    at: found, end: span.body.upperBound, source: source, file: file, pairs: pairs, budget: &budget),
                properties[span.name]?[name]?.contains(where: { $0.file == file }) != true
            else { continue }
            property.isStatic = true
            property.mayHoldFont = Self.mayHoldFont(property.type, text[property.expression])
            add(property, named: name, of: span.name)
        }
        // Enum cases: `case a, b` in an enum's own body, without associated values.
        for span in types where enums {
            let head = text[
                (text.index(span.body.lowerBound, offsetBy: -400, limitedBy: text.startIndex) ?? text.startIndex)..<span
                    .body.lowerBound]
            guard head.firstBytes(of: "enum \(span.name)") != nil else { continue }
            for label in SwiftDesignSystem.declaredCases(text, in: span.body, source: source)
            where !(cases[span.name]?.contains(label) ?? false) {
                cases[span.name, default: []].append(label)
            }
        }
    }

    /// Adds a declaration (`AppScan.keep`: a file's last of a name stands).
    private mutating func add(_ property: Property, named name: String, of type: String) {
        AppScan.keep(property, in: &properties[type, default: [:]][name, default: []], file: \.file)
    }

    /// A font's own type before any other.
    private static func rank(_ property: Property) -> Int { fontTypes.contains(property.type) ? 0 : 1 }

    /// Whether a member of type `declared` whose body is `body` may evaluate to a font: a font's
    /// type, or a body that writes one or adds to a style (a byte look, before any evaluation).
    private static func mayHoldFont(_ declared: some StringProtocol, _ body: Substring) -> Bool {
        fontTypes.contains(String(declared)) || body.containsBytes("font")
            || body.containsBytes("Font") || body.containsBytes("byAdding(")
    }

    /// A static value on one line (`static let base: CGFloat = 16`, also where its type's body
    /// ends on that line: `enum Size { static let body: CGFloat = 17 }`), or a static function
    /// without parameters (`static func bodySize() -> CGFloat { ... }`), by the name a use writes;
    /// `end` is where its type's body ends.
    private func staticMember(
        at found: Range<String.Index>, end: String.Index, source: SourceText, file: String, pairs: [Int: Int],
        budget: inout Int
    ) -> (String, Property)? {
        let text = source.text
        let rest = text[found.upperBound..<max(found.upperBound, end)].prefix(300).prefix { $0 != "\n" }
        let line = source.lines.line(of: found.lowerBound)
        guard let keyword = ["let ", "var ", "func "].first(where: rest.hasPrefix) else { return nil }
        let named = rest.dropFirst(keyword.count).drop { $0 == " " }
        let name = named.prefix { $0.isNamePart }
        guard !name.isEmpty else { return nil }
        if keyword == "func " {
            // `() -> Type {`: no parameters, a named type.
            let signature = named[name.endIndex...].prefix { $0 != "{" }
            let returned = signature.drop { $0 != ">" }.dropFirst().trimmed()
            guard signature.trimmed().hasPrefix("()"), signature.endIndex < text.endIndex,
                text[signature.endIndex] == "{",
                !returned.isEmpty, returned.allSatisfy({ $0.isNamePart }),
                let body = source.body(open: signature.endIndex, pairs: pairs),
                text.utf8.distance(from: body.lowerBound, to: body.upperBound) <= min(budget, 10_000),
                let property = Self.property(
                    returned, body: body, source: source, file: file, pairs: pairs, budget: &budget, line: line)
            else { return nil }
            return (name + "()", property)
        }
        // `= value` to the line's end, not a closure or an accessor.
        let typed = named[name.endIndex...].prefix { $0 != "=" }
        let declared = typed.trimmed().hasPrefix(":") ? typed.trimmed().dropFirst().trimmed() : ""
        guard typed.endIndex < rest.endIndex, declared.allSatisfy({ $0.isNamePart }),
            !rest.contains("{")
        else { return nil }
        let value = rest[rest.index(after: typed.endIndex)...]
        guard value.first != "=" else { return nil }
        return (
            String(name),
            Property(
                type: String(declared), source: source, file: file, lines: line...line,
                expression: value.startIndex..<value.endIndex)
        )
    }

    /// A body's value: its leading `let` and `var` locals, then the `switch` (over `self`,
    /// another member) or expression its last statement is. A local reassigned inside an `if` or
    /// `switch` keeps its declared value: the path of default settings (U: `var bold =
    /// "Inter-Bold"` that Bold Text changes). A conditional that returns, or a statement after
    /// which a local is reassigned outright, makes no value.
    private static func property(
        _ type: some StringProtocol, body: Range<String.Index>, source: SourceText, file: String, pairs: [Int: Int],
        budget: inout Int, line: Int
    ) -> Property? {
        let text = source.text
        var statements = Self.statements(body, in: source)
        guard let last = statements.popLast() else { return nil }
        var property = Property(
            type: String(type), source: source, file: file, lines: line...source.lines.line(of: body.upperBound),
            expression: last)
        for statement in statements {
            let written = text[statement]
            if let (name, value) = local(written) {
                property.locals[name] = value
            } else if ["if ", "if(", "guard ", "switch ", "#if", "#else", "#endif", "else"].contains(
                where: written.hasPrefix)
            {
                guard written.firstBytes(of: "return") == nil else { return nil }
            } else if let assigned = assignment(written), property.locals[assigned] != nil {
                return nil
            }
        }
        let statement = text[last]
        let switched = statement.hasPrefix("return switch ") ? statement.dropFirst(7) : statement
        if switched.hasPrefix("switch "), let open = switched.firstIndex(of: "{"),
            let branches = source.body(open: open, pairs: pairs)
        {
            budget -= text.utf8.distance(from: branches.lowerBound, to: branches.upperBound)
            property.subject = switched[switched.index(switched.startIndex, offsetBy: 7)..<open].trimmed()
            let labels = SwiftDesignSystem.branchLabels(text, in: branches, source: source)
            property.branches = labels.indices.map { position in
                let end = position + 1 < labels.count ? labels[position + 1].start : branches.upperBound
                let isDefault = text[labels[position].start...].hasPrefix("default")
                return (labels[position].names, isDefault, labels[position].colon..<end)
            }
        }
        return property
    }

    /// A body's statements at its own depth, split at line ends and `;` (a statement's braces,
    /// brackets and parentheses keep it whole), each trimmed; at most 200.
    private static func statements(_ body: Range<String.Index>, in source: SourceText) -> [Range<String.Index>] {
        let text = source.text
        var found: [Range<String.Index>] = []
        var depth = 0
        var start = body.lowerBound
        var index = body.lowerBound
        func close(at end: String.Index) {
            let statement = text[start..<end].trimmed()
            if !statement.isEmpty, let first = text[start..<end].firstIndex(where: { !$0.isBlank }) {
                found.append(first..<text.index(first, offsetBy: statement.count))
            }
        }
        while index < body.upperBound, found.count < 200 {
            let character = text[index]
            if source.isCode(index) {
                if "({[".contains(character) {
                    depth += 1
                } else if ")}]".contains(character) {
                    depth -= 1
                } else if depth == 0, character == "\n" || character == ";" {
                    close(at: index)
                    start = text.index(after: index)
                }
            }
            index = text.index(after: index)
        }
        close(at: body.upperBound)
        // A line that continues the one before (`.foo`, `else {`, an operator) joins it.
        return found.reduce(into: []) { joined, statement in
            let first = text[statement].first
            if let previous = joined.last, first == "." || first == "}" || "+-*/?:&|".contains(first ?? " ") {
                joined[joined.count - 1] = previous.lowerBound..<statement.upperBound
            } else {
                joined.append(statement)
            }
        }
    }

    /// `let name = value`, `var name: Type = value`: the name and the value's range.
    private static func local(_ statement: Substring) -> (String, Range<String.Index>)? {
        guard statement.hasPrefix("let ") || statement.hasPrefix("var ") else { return nil }
        let named = statement.dropFirst(4).drop { $0 == " " }
        let name = named.prefix { $0.isNamePart }
        let typed = named[name.endIndex...].prefix { $0 != "=" }
        guard !name.isEmpty, typed.endIndex < named.endIndex,
            typed.trimmed().isEmpty || typed.trimmed().hasPrefix(":")
        else { return nil }
        let value = named[named.index(after: typed.endIndex)...].trimmed()
        guard !value.isEmpty, !value.hasPrefix("=") else { return nil }
        let start = named.index(after: typed.endIndex)
        let first = named[start...].firstIndex { !$0.isBlank } ?? start
        return (String(name), first..<named.endIndex)
    }

    /// `name = value` (not `==`): the name assigned.
    private static func assignment(_ statement: Substring) -> String? {
        let name = statement.prefix { $0.isNamePart }
        let rest = statement[name.endIndex...].drop { $0 == " " }
        guard !name.isEmpty, rest.hasPrefix("="), !rest.hasPrefix("==") else { return nil }
        return String(name)
    }

    /// The value of `property` of `type` for one of its cases (`""` for the type's own, static,
    /// members), as its declaration nearest `file` makes it (the first where `file` is nil).
    func value(
        of property: String, type: String, case name: String, near file: String?, depth: Int = 0,
        budget: Budget = Budget()
    ) -> Value? {
        guard depth < Self.depthLimit, let declared = properties[type]?[property],
            let found = file.map({ AppScan.nearest(declared, file: \.file, to: $0) }) ?? declared.first
        else { return nil }
        let key = "\(found.file) \(type).\(property)"
        if name.isEmpty, let known = budget.members[key] { return known }
        var expression = found.expression
        if let subject = found.subject {
            let selected =
                subject == "self"
                ? Value.enumCase(type: type, name: name)
                : evaluate(Substring(subject), type: type, case: name, depth: depth + 1, scope: found, budget: budget)
            guard case .enumCase(_, let chosen)? = selected,
                let branch = found.branches.first(where: { $0.names.contains(chosen) })
                    ?? found.branches.first(where: \.isDefault)
            else { return nil }
            expression = branch.expression
        }
        let value = evaluate(
            found.source.text[expression], type: type, case: name, depth: depth + 1, scope: found, budget: budget)
        if case .enumCase(nil, let named)? = value { return .enumCase(type: found.type, name: named) }
        if name.isEmpty, let value { budget.members[key] = value }
        return value
    }

    /// An expression: a literal, a case, a font made of values, a chain of members (`size.points`,
    /// `FontSize.body()`), arithmetic of numbers (`base + 16`, `min(max(8, size), 24)`), a local of
    /// `scope`, or a Dynamic Type style's size at `category` (`UIFont.preferredFont(forTextStyle:
    /// .body).pointSize`; a `switch` is read only as a property's whole body).
    func evaluate(
        _ written: Substring, type: String, case name: String, depth: Int, scope: Property? = nil,
        budget: Budget = Budget()
    ) -> Value? {
        // A style's expression is short: a long one is not read, so that each costs little.
        guard depth < Self.depthLimit, budget.left > 0, written.utf8.count <= 2_000 else { return nil }
        budget.left -= 1
        var expression = written.trimmed()[...]
        if expression.hasPrefix("return ") { expression = expression.dropFirst(7).trimmed()[...] }
        while expression.hasSuffix("!") { expression = expression.dropLast() }
        let inner = { (part: Substring) in
            self.evaluate(part, type: type, case: name, depth: depth + 1, scope: scope, budget: budget)
        }
        if let number = literalNumber(expression[...]) { return .number(number) }
        if let string = SwiftScanner.stringLiteral(expression[...]) { return .string(string) }
        if let local = scope?.locals[String(expression)] { return inner(scope?.source.text[local] ?? "") }
        if let font = font(expression, inner) ?? helperFont(expression, budget: budget) ?? styleFont(expression, inner)
            ?? configFont(expression, inner)
        {
            return font
        }
        if let generated = swiftGenFont(expression) { return .string(generated) }
        if let size = dynamicTypeSize(expression) {
            budget.readDynamicType = true
            return .number(size)
        }
        for function in ["min(", "max("] where expression.hasPrefix(function) {
            let text = String(expression)
            let call = SwiftScanner.call(text, from: text.index(text.startIndex, offsetBy: function.count))
            guard call.end == text.endIndex else { break }
            let numbers = call.arguments.compactMap { argument -> Double? in
                if case .number(let number)? = inner(argument) { return number }
                return nil
            }
            guard numbers.count == call.arguments.count, let first = numbers.first else { return nil }
            return .number(function == "min(" ? numbers.min() ?? first : numbers.max() ?? first)
        }
        // A case (`.bold`) or a chain of members (`size.points`, `self.weight`, `FontSize.body()`).
        let parts = expression.split(separator: ".", omittingEmptySubsequences: false)
        if parts.allSatisfy({ part in
            let bare = part.hasSuffix("()") ? part.dropLast(2) : part
            return bare.allSatisfy { $0.isNamePart }
        }) {
            if parts.count == 2, parts[0].isEmpty { return .enumCase(type: nil, name: String(parts[1])) }
            return chain(parts, type: type, case: name, near: scope?.file, depth: depth, budget: budget)
        }
        // Arithmetic of numbers and the names above.
        var failed = false
        var arithmetic = Arithmetic(Array(expression)) { written in
            guard case .number(let number)? = inner(Substring(written)) else {
                failed = true
                return nil
            }
            return (number, "")
        }
        guard let result = arithmetic.parse(), !failed, result.unit.isEmpty else { return nil }
        return .number(result.value)
    }

    /// `.custom(name, size:)`, `UIFont(name:size:)` of values.
    private func font(_ expression: Substring, _ inner: (Substring) -> Value?) -> Value? {
        for call in [".custom(", "Font.custom(", "UIFont(name:", ".init(name:", "UIFont.init(name:"]
        where expression.hasPrefix(call) {
            let text = String(expression)
            guard let paren = text.firstIndex(of: "(") else { return nil }
            let arguments = SwiftScanner.callArguments(text, from: text.index(after: paren))
            guard var first = arguments.first else { return nil }
            if first.hasPrefix("name:") { first = first.dropFirst(5) }
            guard case .string(let font)? = inner(first),
                let size = arguments.first(where: { $0.hasPrefix("size:") || $0.hasPrefix("fixedSize:") }),
                case .number(let points)? = inner(size.drop { $0 != ":" }.dropFirst())
            else { return nil }
            return .font(name: font, size: points)
        }
        return nil
    }

    /// A call of one of the project's font helpers with literal arguments (`UIFont.brandBold(size:
    /// 31)`, `.brandBold(size: 31)`): the font the helper makes of them (`SwiftFontFunctions.font`).
    private func helperFont(_ expression: Substring, budget: Budget) -> Value? {
        guard !helpers.isEmpty, expression.hasSuffix(")"), let paren = expression.firstIndex(of: "(") else {
            return nil
        }
        let callee = expression[..<paren].split(separator: ".", omittingEmptySubsequences: false)
        guard let name = callee.last, callee.count <= 2, let candidates = helpers[String(name)] else { return nil }
        let type = callee.count == 2 && !callee[0].isEmpty ? String(callee[0]) : nil
        let text = String(expression)
        let call = SwiftScanner.call(text, from: text.index(after: paren))
        guard call.end == text.endIndex else { return nil }
        for candidate in candidates.prefix(16)
        where type == nil || type == candidate.function.type || type == "UIFont" || type == "Font" {
            guard let font = SwiftFontFunctions.font(of: call.arguments, calling: candidate.function, enums: enums)
            else { continue }
            budget.helpersCalled.append((candidate.file, candidate.function.line))
            return .font(name: font.name, size: font.size)
        }
        return nil
    }

    /// A style made of attributes, one of them a font (BonMot's `StringStyle(.font(font),
    /// .lineSpacing(4))`, `base.byAdding(.color(.red))`): the font's value, or where an added
    /// style sets none, its base's. The other attributes are not read (a line spacing is space
    /// between lines, not above the first).
    private func styleFont(_ expression: Substring, _ inner: (Substring) -> Value?) -> Value? {
        guard expression.hasSuffix(")"), let paren = expression.firstIndex(of: "(") else { return nil }
        let callee = expression[..<paren]
        guard callee.allSatisfy({ $0.isNamePart || $0 == "." }), !callee.isEmpty else {
            return nil
        }
        let text = String(expression)
        let call = SwiftScanner.call(text, from: text.index(text.startIndex, offsetBy: callee.count + 1))
        guard call.end == text.endIndex else { return nil }
        // `byAdding([.font(x)])` lists its attributes in an array: its elements read as a call's
        // arguments (the `)` closing the list as a call would end).
        let attributes = call.arguments.flatMap { argument -> [Substring] in
            guard argument.hasPrefix("["), argument.hasSuffix("]") else { return [argument] }
            let list = String(argument.dropFirst().dropLast()) + ")"
            return SwiftScanner.callArguments(list, from: list.startIndex)
        }
        let value: Value?
        if let attribute = attributes.last(where: { $0.hasPrefix(".font(") && $0.hasSuffix(")") }) {
            value = inner(attribute.dropFirst(6).dropLast())
        } else if callee.hasSuffix(".byAdding") {
            value = inner(callee.dropLast(".byAdding".count))
        } else {
            return nil
        }
        guard case .font? = value else { return nil }
        return value
    }

    /// A style's configuration that names a font and its size (`AnytypeFontConfig(font:
    /// FontFamily.Inter.bold, size: 28, lineHeight: 32, kern: -0.48)`, a call with `font:` and
    /// `size:` arguments): that font at that size, as the design system makes it of the two (U: its
    /// other values, a line height or spacing it applies elsewhere, are not read).
    private func configFont(_ expression: Substring, _ inner: (Substring) -> Value?) -> Value? {
        guard expression.hasSuffix(")"), let paren = expression.firstIndex(of: "(") else { return nil }
        let callee = expression[..<paren]
        guard !callee.isEmpty, callee.allSatisfy({ $0.isNamePart || $0 == "." }) else {
            return nil
        }
        let text = String(expression)
        let call = SwiftScanner.call(text, from: text.index(text.startIndex, offsetBy: callee.count + 1))
        guard call.end == text.endIndex,
            let font = call.arguments.first(where: { $0.hasPrefix("font:") }),
            let size = call.arguments.first(where: { $0.hasPrefix("size:") }),
            case .string(let name)? = inner(font.dropFirst("font:".count)),
            case .number(let points)? = inner(size.dropFirst("size:".count))
        else { return nil }
        return .font(name: name, size: points)
    }

    /// The PostScript name of a SwiftGen font an expression names (`FontFamily.Inter.bold`, by its
    /// last two parts).
    private func swiftGenFont(_ expression: Substring) -> String? {
        guard !swiftGenFonts.isEmpty else { return nil }
        let parts = expression.split(separator: ".")
        guard parts.count >= 2,
            expression.allSatisfy({ $0.isNamePart || $0 == "." })
        else { return nil }
        return swiftGenFonts["\(parts[parts.count - 2]).\(parts[parts.count - 1])"]?.name
    }

    /// The size of the Dynamic Type style a font descriptor or font asks for at `category`
    /// (`UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body).pointSize`,
    /// `UIFont.preferredFont(forTextStyle: UIFont.TextStyle.body).pointSize`) (H: Apple HIG's
    /// Dynamic Type sizes, `TextStyle`).
    private func dynamicTypeSize(_ expression: Substring) -> Double? {
        guard expression.hasSuffix(").pointSize") else { return nil }
        for call in ["preferredFontDescriptor(withTextStyle:", "preferredFont(forTextStyle:"] {
            guard let found = expression.firstBytes(of: call) else { continue }
            let argument = expression[found.upperBound..<expression.index(expression.endIndex, offsetBy: -11)]
            guard let style = argument.split(separator: ".").last.map({ $0.trimmed() }),
                argument.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == " " }),
                let textStyle = SwiftScanner.textStyle(named: style)
            else { return nil }
            return textStyle.size(at: category)
        }
        return nil
    }

    /// A chain of members from the case being evaluated, or from a type it names first
    /// (`FontSize.body()`, `Self.base`): each part a member of the value before it, or a case of its type.
    private func chain(
        _ parts: [Substring], type: String, case name: String, near file: String?, depth: Int, budget: Budget
    ) -> Value? {
        var current = Value.enumCase(type: type, name: name)
        for (position, part) in parts.enumerated() where part != "self" {
            guard case .enumCase(let owner?, let value) = current else { return nil }
            if position == 0, part == "Self" { continue }
            if position == 0, properties[owner]?[String(part)] == nil,
                properties[String(part)] != nil || cases[String(part)] != nil
            {
                current = .enumCase(type: String(part), name: "")
                continue
            }
            if value.isEmpty, cases[owner]?.contains(String(part)) == true {
                current = .enumCase(type: owner, name: String(part))
                continue
            }
            guard
                let next = self.value(
                    of: String(part), type: owner, case: value, near: file, depth: depth + 1, budget: budget)
            else {
                return nil
            }
            current = next
        }
        return current
    }

    /// A case's font, where its property is, and, where its size follows Dynamic Type (a style's
    /// size read at `category`), its size at each content size category.
    struct CaseFont {
        var member: String
        var name: String
        var size: Double
        var file: String
        var lines: ClosedRange<Int>
        var dynamicTypeSizes: [Double]?
        /// The property's declared type (`UIFont`, `StringStyle`).
        var declaredType = ""
    }

    /// A type's own (static) member (`static var h1: StringStyle { let font = UIFont.brandBold(size:
    /// 31); ... }`, `static var title: UIFont { .brandBold(size: 20) }`) that evaluates to a font,
    /// in a type without cases (an enum's are `caseFonts`): `Type.member` with that font, and
    /// where the helpers it called are.
    func memberFonts() -> (fonts: [CaseFont], helpersCalled: [(file: String, line: Int)]) {
        var found: [CaseFont] = []
        let budget = Budget()
        var left = Self.memberEvaluationLimit
        for (type, members) in properties.sorted(by: { $0.key < $1.key }) where cases[type] == nil {
            let each = members.sorted { $0.key < $1.key }.flatMap { name, all in all.map { (name, $0) } }
            for (property, declared) in each where declared.isStatic && declared.mayHoldFont && left > 0 {
                budget.left = min(Self.evaluationLimit, left)
                let value = value(of: property, type: type, case: "", near: declared.file, budget: budget)
                left -= min(Self.evaluationLimit, left) - budget.left
                guard case .font(let font, let size)? = value else { continue }
                found.append(
                    CaseFont(
                        member: "\(type).\(property)", name: font, size: size, file: declared.file,
                        lines: declared.lines, declaredType: declared.type))
            }
        }
        return (found, budget.helpersCalled)
    }

    /// Every case of every enum that has a property of type `Font` or `UIFont`, or of another type
    /// whose body names a font (`configFont`), which evaluates to a font: `Type.case` with that
    /// font, the property's file and line; and where the helpers they called are. Where several
    /// files declare a property (a monorepo's apps), each declaration is worked out near its own
    /// file, and a case's font is made once for each: by the first declarations, the second...
    func caseFonts() -> (fonts: [CaseFont], helpersCalled: [(file: String, line: Int)]) {
        var found: [CaseFont] = []
        var helpersCalled: [(file: String, line: Int)] = []
        var made: Set<String> = []
        // What properties of other types than a font's may evaluate in all, as for `memberFonts`.
        var left = Self.memberEvaluationLimit
        for (type, members) in properties.sorted(by: { $0.key < $1.key }) {
            guard let names = cases[type] else { continue }
            // A font's own type first (`var font: Font`), then one that may hold a font
            // (`var config: StyleConfig`, `configFont`).
            let ordered = members.compactMap { name, declarations in declarations.first.map { (name, $0) } }.sorted {
                (Self.rank($0.1), $0.0) < (Self.rank($1.1), $1.0)
            }
            for (property, first) in ordered
            where Self.fontTypes.contains(first.type) || first.mayHoldFont && !first.isStatic {
                let fontTyped = Self.fontTypes.contains(first.type)
                let each = (members[property] ?? []).enumerated().flatMap { copy, declared in
                    names.map { (copy, declared, $0) }
                }
                for (copy, declared, name) in each
                where !made.contains("\(type).\(name) \(copy)") && (fontTyped || left > 0) {
                    let budget = Budget()
                    if !fontTyped { budget.left = min(Self.evaluationLimit, left) }
                    let value = value(of: property, type: type, case: name, near: declared.file, budget: budget)
                    if !fontTyped { left -= min(Self.evaluationLimit, left) - budget.left }
                    guard case .font(let font, let size)? = value else { continue }
                    helpersCalled += budget.helpersCalled
                    made.insert("\(type).\(name) \(copy)")
                    var caseFont = CaseFont(
                        member: "\(type).\(name)", name: font, size: size, file: declared.file, lines: declared.lines)
                    if budget.readDynamicType, size > 0 {
                        let sizes = ContentSizeCategory.allCases.map { category -> Double? in
                            var index = self
                            index.category = category
                            guard
                                case .font(font, let scaled)? = index.value(
                                    of: property, type: type, case: name, near: declared.file)
                            else { return nil }
                            return scaled
                        }
                        let known = sizes.compactMap { $0 }
                        if known.count == sizes.count, Set(known).count > 1 { caseFont.dynamicTypeSizes = known }
                    }
                    found.append(caseFont)
                }
            }
        }
        return (found, helpersCalled)
    }
}
