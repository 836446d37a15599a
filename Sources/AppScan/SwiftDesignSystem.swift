import Foundation

// MARK: - Swift design systems

/// What a Swift design system declares, read so that the text drawn through it is checked where
/// it is drawn (issue 41):
/// - a style type whose cases map to fonts through a `switch self` of literals
///   (`enum AppTextStyle { case title; var font: Font { switch self { case .title: return
///   .custom("Brand-Bold", size: 28) } } }`): each case is a member of the type, so that
///   `.font(AppTextStyle.title.font)` resolves as `.font(AppFont.title)` does;
/// - a view that takes such a style and sets its font from it (`struct BrandText: View { let
///   style: AppTextStyle ... .font(style.font) }`): each call that names a case
///   (`BrandText(item.title, style: .title)`) is a usage at the call, with the call's own text
///   and chain of modifiers.
enum SwiftDesignSystem {
    /// Each case of each `switch self` of the file whose branch holds a font literal (`.custom(`,
    /// `UIFont(name:`), as a member of the type the switch is in, at the literal's line (where the
    /// scan finds the literal's usage). Cases with associated values, and branches without a
    /// literal, give none.
    static func caseFonts(_ source: SourceText) -> [SwiftScanner.FontMember] {
        let text = source.text
        guard text.containsBytes("switch self"), text.containsBytes(".custom(") || text.containsBytes("UIFont(name:")
        else { return [] }
        let types = source.types
        let pairs = source.bracePairs()
        var members: [SwiftScanner.FontMember] = []
        for found in source.codeRanges(of: "switch self") {
            guard let type = StyleDeclaration.type(at: found.lowerBound, in: types),
                let open = text[found.upperBound...].prefix(40).firstIndex(of: "{"),
                let body = source.body(open: open, pairs: pairs)
            else { continue }
            let labels = branchLabels(text, in: body, source: source)
            for (position, label) in labels.enumerated() {
                let end = position + 1 < labels.count ? labels[position + 1].start : body.upperBound
                let branch = text[label.colon..<end]
                let literal = [branch.firstBytes(of: ".custom("), branch.firstBytes(of: "UIFont(name:")]
                    .compactMap { $0 }.filter { source.isCode($0.lowerBound) }.min { $0.lowerBound < $1.lowerBound }
                guard let literal else { continue }
                for name in label.names {
                    members.append(
                        SwiftScanner.FontMember(type: type, name: name, line: source.lines.line(of: literal.lowerBound))
                    )
                }
            }
        }
        return members
    }

    /// A view that takes a style (`struct BrandText: View { let style: AppTextStyle }`) and sets
    /// its font from it (`.font(style.font)`, a UIKit view's `font = style.font`): the view's
    /// name, the property (its memberwise or `init` label) and the style's type.
    struct Wrapper: Hashable {
        /// The view's type, or the modifier function's name (`func textStyle(_ style: AppTextStyle)
        /// -> some View { font(style.font) }`, called as `.textStyle(.title)`).
        var type: String
        /// The argument label the style is passed with (`_` for none).
        var label: String
        var styleType: String
        var modifier = false
        /// Where the style's type is a generic parameter of the view (`class StyledLabel<T:
        /// LabelType>: UILabel { let type: T }`), its position: a subclass names the type
        /// (`class Label: StyledLabel<AppLabelType>`).
        var generic: Int?
    }

    /// Each type of the file that declares a stored `let` or `var` of a named type and sets a
    /// font from a member of it: SwiftUI's `.font(style.font)`, `.font(style.uiFont)`, UIKit's
    /// `font = style.font` or `self.font = self.style.font`.
    static func wrappers(_ source: SourceText) -> [Wrapper] {
        let text = source.text
        guard text.containsBytes(".font(") || text.containsBytes("font = ") else { return [] }
        // Where each style's member is named, and the property it is named through.
        var uses: [(at: String.Index, name: Substring)] = []
        let fontSetters = source.codeRanges(of: ".font(")
        for marker in fontSetters {
            let argument = text[marker.upperBound...].prefix { $0.isNamePart || $0 == "." }
            let parts = argument.split(separator: ".", omittingEmptySubsequences: false)
            if parts.count == 2, let name = parts.first, text[argument.endIndex...].first == ")" {
                uses.append((marker.lowerBound, name))
            } else if let name = passedName(text, in: marker.upperBound) {
                // The style given to a function that makes the font (`.font(Builder.font(style: style))`).
                uses.append((marker.lowerBound, name))
            }
        }
        for marker in source.codeRanges(of: "font = ") {
            let before = text[..<marker.lowerBound]
            guard before.hasSuffix("self.") || before.last.map({ $0.isBlank }) ?? true else { continue }
            var value = text[marker.upperBound...].prefix { $0 != "\n" }.trimmed()[...]
            if value.hasPrefix("self.") { value = value.dropFirst(5) }
            let parts = value.split(separator: ".", omittingEmptySubsequences: false)
            guard parts.count == 2, value.allSatisfy({ $0.isNamePart || $0 == "." }),
                let name = parts.first
            else { continue }
            uses.append((marker.lowerBound, name))
        }
        let types = source.types
        var found: [Wrapper] = []
        for (at, name) in uses where name.first?.isLowercase == true {
            let span = types.filter { $0.body.contains(at) }.max { $0.body.lowerBound < $1.body.lowerBound }
            guard
                let wrapper = modifierFunction(taking: String(name), before: at, source: source)
                    ?? span.flatMap({ span in
                        storedType(of: String(name), in: text[span.body], source: source).map {
                            // Its memberwise label, or none where its `init(_ style: ...)` takes it unlabelled.
                            let unlabelled = text[span.body].firstBytes(of: "init(_ \(name):") != nil
                            return Wrapper(
                                type: span.name, label: unlabelled ? "_" : String(name), styleType: $0,
                                generic: genericParameters(of: span, in: text).firstIndex(of: $0))
                        }
                    }),
                !found.contains(wrapper)
            else { continue }
            found.append(wrapper)
        }
        // A view whose initializer takes a value of a named type and that sets a font
        // (`init(_ text: String?, style: AnytypeFont)`, the font set in a function it calls): U, the
        // font is taken to be the style's; only a type whose cases map to fonts is a style.
        let setting = Set(fontSetters.compactMap { StyleDeclaration.type(at: $0.lowerBound, in: types) })
        var seen = Set(found)
        for keyword in setting.isEmpty ? [] : source.codeRanges(of: "init(") {
            guard text[..<keyword.lowerBound].last.map({ !$0.isLetter && $0 != "." }) ?? true,
                let type = StyleDeclaration.type(at: keyword.lowerBound, in: types), setting.contains(type)
            else { continue }
            for parameter in SwiftScanner.callArguments(text, from: keyword.upperBound)
                .compactMap(SwiftFontFunctions.parameter)
            {
                let style = parameter.type.hasSuffix("?") ? String(parameter.type.dropLast()) : parameter.type
                guard style.first?.isUppercase == true, style.allSatisfy({ $0.isNamePart })
                else { continue }
                let wrapper = Wrapper(type: type, label: parameter.label, styleType: style)
                if seen.insert(wrapper).inserted { found.append(wrapper) }
            }
        }
        return found
    }

    /// A name given as an argument in the call a `.font(` is given (`.font(Builder.font(anytypeFont:
    /// style))`: `style`), or in the call a local it is given was set to (`let font =
    /// Builder.font(anytypeFont: style)` before `.font(font)`, within 300 characters).
    private static func passedName(_ text: String, in start: String.Index) -> Substring? {
        var argument = text[start...].prefix(300).prefix { $0 != ")" && $0 != "\n" }
        if argument.allSatisfy({ $0.isNamePart }), !argument.isEmpty {
            let before = text[
                (text.index(start, offsetBy: -300, limitedBy: text.startIndex) ?? text.startIndex)..<start]
            var local: Range<String.Index>?
            while let hit = before.firstBytes(of: "let \(argument) = ", from: local?.upperBound) { local = hit }
            guard let local else { return nil }
            argument = before[local.upperBound...].prefix { $0 != ")" && $0 != "\n" }
        }
        guard let open = argument.firstIndex(of: "(") else { return nil }
        let passed = argument[argument.index(after: open)...].split(separator: ",").last.map {
            $0.split(separator: ":").last.map { $0.trimmed() } ?? ""
        }
        guard let passed, let first = passed.first, first.isLowercase,
            passed.allSatisfy({ $0.isNamePart })
        else { return nil }
        return Substring(passed)
    }

    /// The generic parameters a type declares (`class StyledLabel<T: LabelType, U>`: T, U).
    private static func genericParameters(of span: TypeSpan, in text: String)
        -> [String]
    {
        let head = text[
            (text.index(span.body.lowerBound, offsetBy: -300, limitedBy: text.startIndex) ?? text.startIndex)..<span
                .body.lowerBound]
        guard let named = head.firstBytes(of: span.name + "<") else { return [] }
        return head[named.upperBound...].prefix { $0 != ">" }.split(separator: ",").map {
            String($0.trimmed().prefix { $0.isNamePart })
        }
    }

    /// A class and the class it inherits from, with the types it gives that class's generic
    /// parameters: `final class Label: StyledLabel<AppLabelType>`.
    struct Subclass: Hashable {
        var type: String
        var superclass: String
        var arguments: [String]
    }

    /// Each `class Name: Super` and `class Name: Super<Type>` of the file.
    static func subclasses(_ source: SourceText) -> [Subclass] {
        let text = source.text
        guard text.containsBytes("class ") else { return [] }
        var found: [Subclass] = []
        for keyword in source.codeRanges(of: "class ") {
            if let before = text[..<keyword.lowerBound].last, !before.isBlank { continue }
            let name = text[keyword.upperBound...].prefix { $0.isNamePart }
            var rest = text[name.endIndex...].prefix(300)
            if rest.first == "<" { rest = rest.drop { $0 != ">" }.dropFirst() }
            rest = rest.drop { $0 == " " }
            guard !name.isEmpty, rest.first == ":" else { continue }
            let inherited = rest.dropFirst().drop { $0 == " " }
            let superclass = inherited.prefix { $0.isNamePart }
            guard superclass.first?.isUppercase == true else { continue }
            let after = inherited[superclass.endIndex...]
            let arguments =
                after.first == "<"
                ? after.dropFirst().prefix { $0 != ">" }.split(separator: ",").map { String($0.trimmed()) } : []
            found.append(Subclass(type: String(name), superclass: String(superclass), arguments: arguments))
        }
        return found
    }

    /// The views that inherit a wrapper's style and font (`final class Label: StyledLabel<AppLabelType>`
    /// of `class StyledLabel<T>: UILabel { let type: T ... font = type.font }`), with the type
    /// their superclass's generic parameter is given; four classes deep at most.
    static func inherited(_ wrappers: [Wrapper], by subclasses: [Subclass]) -> [Wrapper] {
        var all = Set(wrappers)
        var found: [Wrapper] = []
        var newest = wrappers.filter { !$0.modifier }
        for _ in 0..<4 where !newest.isEmpty {
            let parents = Dictionary(grouping: newest, by: \.type)
            newest = []
            for subclass in subclasses {
                for parent in parents[subclass.superclass] ?? [] {
                    var wrapper = Wrapper(type: subclass.type, label: parent.label, styleType: parent.styleType)
                    if let position = parent.generic {
                        guard position < subclass.arguments.count else { continue }
                        wrapper.styleType = subclass.arguments[position]
                    }
                    if all.insert(wrapper).inserted { newest.append(wrapper) }
                }
            }
            found += newest
        }
        return found
    }

    /// A `View` function that may pass its style on to a view or modifier that takes it
    /// (`func applyFont(_ style: AppFont) -> some View { modifier(FontModifier(style)) }`): its
    /// name, the parameter's label, name and type, and the first 400 characters of its body.
    struct ViewFunction: Hashable {
        var name: String
        var label: String
        var parameter: String
        var type: String
        var body: String
    }

    /// Each `func name(_ p: Type) -> some View` of the file with one parameter of a named type.
    static func viewFunctions(_ source: SourceText) -> [ViewFunction] {
        let text = source.text
        guard text.containsBytes("some View") else { return [] }
        var found: [ViewFunction] = []
        for keyword in source.codeRanges(of: "func ") {
            let name = text[keyword.upperBound...].prefix { $0.isNamePart }
            guard !name.isEmpty, text[name.endIndex...].first == "(",
                case (let parameters, let end?) = SwiftScanner.call(text, from: text.index(after: name.endIndex)),
                parameters.count == 1, let parameter = parameters.first.flatMap(SwiftFontFunctions.parameter),
                parameter.type.first?.isUppercase == true,
                parameter.type.allSatisfy({ $0.isNamePart })
            else { continue }
            let rest = text[end...].prefix(100)
            guard let open = rest.firstIndex(of: "{"), rest[..<open].contains("some View") else { continue }
            found.append(
                ViewFunction(
                    name: String(name), label: parameter.label, parameter: parameter.name, type: parameter.type,
                    body: String(text[open...].prefix(400))))
        }
        return found
    }

    /// The functions of `functions` that pass their style to one of `wrappers`
    /// (`modifier(FontModifier(style))`, `BrandText(text, style: style)`), as modifiers of their own.
    static func forwarders(_ functions: [ViewFunction], to wrappers: [Wrapper]) -> [Wrapper] {
        functions.compactMap { function in
            let passes = wrappers.contains { wrapper in
                guard !wrapper.modifier, wrapper.styleType == function.type,
                    let call = function.body.firstBytes(of: wrapper.type + "(")
                else { return false }
                let argument = wrapper.label == "_" ? function.parameter : wrapper.label + ": " + function.parameter
                return function.body[call.upperBound...].prefix(200).firstBytes(of: argument) != nil
            }
            return passes
                ? Wrapper(type: function.name, label: function.label, styleType: function.type, modifier: true) : nil
        }
    }

    /// The function whose parameter `name` the font is set from, when the nearest `func` before it
    /// (within 1,000 characters) takes it with a named type and returns a view: `func textStyle(_
    /// style: AppTextStyle) -> some View`.
    private static func modifierFunction(taking name: String, before index: String.Index, source: SourceText)
        -> Wrapper?
    {
        let text = source.text
        let head = text[(text.index(index, offsetBy: -1_000, limitedBy: text.startIndex) ?? text.startIndex)..<index]
        guard let keyword = head.range(of: "func ", options: .backwards), source.isCode(keyword.lowerBound) else {
            return nil
        }
        let function = text[keyword.upperBound...].prefix { $0.isNamePart }
        guard !function.isEmpty, text[function.endIndex...].first == "(",
            case (let parameters, let end?) = SwiftScanner.call(text, from: text.index(after: function.endIndex)),
            text[end..<index].contains("some View") || text[end..<index].contains("-> Text"),
            let parameter = parameters.compactMap(SwiftFontFunctions.parameter).first(where: { $0.name == name }),
            let type = parameter.type.split(separator: " ").first.map(String.init),
            type.first?.isUppercase == true, type.allSatisfy({ $0.isNamePart })
        else { return nil }
        return Wrapper(type: String(function), label: parameter.label, styleType: type, modifier: true)
    }

    /// Each call of a wrapper in the file that names a case of its style (`BrandText("Hi", style:
    /// .title)`, `style: AppTextStyle.title`), as a reference to that case at the call's line,
    /// with its literal text (its first, unlabelled argument) and what its chain of modifiers
    /// declares. A style passed on as a variable is not followed.
    static func calls(of wrappers: [Wrapper], in source: SourceText) -> [SwiftScanner.FontReference] {
        let text = source.text
        var references: [SwiftScanner.FontReference] = []
        for wrapper in wrappers {
            let marker = (wrapper.modifier ? "." : "") + wrapper.type + "("
            guard text.containsBytes(marker) else { continue }
            for found in source.codeRanges(of: marker) {
                if let before = text[..<found.lowerBound].last, before.isLetter || before.isNumber || before == "_" {
                    continue
                }
                guard case (let arguments, let end?) = SwiftScanner.call(text, from: found.upperBound),
                    let style =
                        wrapper.label == "_"
                        ? arguments.first.flatMap({ $0.contains(":") ? nil : Substring($0) })
                        : arguments.first(where: { $0.hasPrefix(wrapper.label + ":") })?.dropFirst(
                            wrapper.label.count + 1)
                else { continue }
                let value = style.trimmed()
                let named = value.split(separator: ".", omittingEmptySubsequences: false)
                guard named.count == 2, named[0].isEmpty || named[0] == wrapper.styleType,
                    let name = named.last, !name.isEmpty, name.allSatisfy({ $0.isNamePart })
                else { continue }
                // A view's text is its first, unlabelled argument; a modifier's view is the Text it is chained to.
                let first = arguments.first.flatMap { $0.contains(":") ? nil : SwiftScanner.stringLiteral($0) }
                let label = wrapper.label == "_" ? "" : wrapper.label + ": "
                references.append(
                    SwiftScanner.FontReference(
                        type: wrapper.styleType, name: String(name), line: source.lines.line(of: found.lowerBound),
                        written: "\(marker)\(label).\(name))",
                        context: wrapper.modifier
                            ? SwiftScanner.textContext(text, modifier: found.lowerBound)
                            : SwiftScanner.viewContext(text: first, chain: SwiftScanner.modifiers(text, from: end))))
                if references.count > AppScan.usageLimit { return references }
            }
        }
        return references
    }

    /// Each place code names one of `members` ("Type.member"), each a style holding a font rather
    /// than a font (BonMot's `let style = TextStyles.h1.byAdding(.color(.red))`), as a reference to
    /// it at its line. Where the style is given a font of its own right after (`.byAdding(.font(x))`),
    /// that font is the text's, and the name is no reference.
    static func styleReferences(to members: Set<String>, in source: SourceText) -> [SwiftScanner.FontReference] {
        let text = source.text
        var references: [SwiftScanner.FontReference] = []
        for type in Set(members.compactMap { $0.split(separator: ".").first }).sorted() {
            for found in source.codeRanges(of: type + ".") {
                if let before = text[..<found.lowerBound].last,
                    before.isLetter || before.isNumber || before == "_" || before == "."
                {
                    continue
                }
                let name = text[found.upperBound...].prefix { $0.isNamePart }
                guard members.contains("\(type).\(name)") else { continue }
                if text[name.endIndex...].hasPrefix(".byAdding("),
                    SwiftScanner.callArguments(text, from: text.index(name.endIndex, offsetBy: 10)).contains(where: {
                        $0.containsBytes(".font(")
                    })
                {
                    continue
                }
                let line = source.lines.line(of: found.lowerBound)
                // Once a line (for one type, found in order: the same line's is the last).
                if let last = references.last, last.line == line, last.name == name, last.type == String(type) {
                    continue
                }
                references.append(
                    SwiftScanner.FontReference(
                        type: String(type), name: String(name), line: line, written: "\(type).\(name)"))
                if references.count > AppScan.usageLimit { return references }
            }
        }
        return references
    }

    /// The type of the stored property `name` a type body declares: `let name: Type` or
    /// `var name: Type` with no value and no accessor.
    private static func storedType(of name: String, in body: Substring, source: SourceText) -> String? {
        for keyword in ["let ", "var "] {
            var start = body.startIndex
            while let found = body.firstBytes(of: keyword + name, from: start) {
                start = found.upperBound
                guard source.isCode(found.lowerBound) else { continue }
                let rest = body[found.upperBound...].drop { $0 == " " }
                guard rest.first == ":" else { continue }
                let type = rest.dropFirst().drop { $0 == " " }.prefix { $0.isNamePart }
                let after = body[type.endIndex...].prefix { $0 != "\n" }.trimmed()
                guard type.first?.isUppercase == true, after.isEmpty || after.hasPrefix("//") else { continue }
                return String(type)
            }
        }
        return nil
    }

    /// The cases an enum body declares: `case a, b` (not `case a(Int)`, and not a switch's `case .a:`,
    /// whose names are no plain identifiers).
    static func declaredCases(_ text: String, in body: Range<String.Index>, source: SourceText) -> [String] {
        var names: [String] = []
        var start = body.lowerBound
        while names.count < 1_000, let found = source.firstCode(of: "case ", from: start),
            found.upperBound < body.upperBound
        {
            start = found.upperBound
            guard text[..<found.lowerBound].last.map({ $0.isBlank || $0 == ";" }) ?? true else { continue }
            let line = text[found.upperBound..<body.upperBound].prefix { $0 != "\n" && $0 != ";" && $0 != "}" }
            let items = line.split(separator: ",").map { $0.trimmed() }
            guard items.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isNamePart } }) else {
                continue
            }
            names += items
        }
        return names
    }

    /// The branch labels of a switch body at its own depth: where each `case` or `default` starts,
    /// where its `:` ends, and the cases it names (`case .title, .headline:`: title, headline).
    static func branchLabels(_ text: String, in body: Range<String.Index>, source: SourceText) -> [(
        start: String.Index, colon: String.Index, names: [String]
    )] {
        var labels: [(start: String.Index, colon: String.Index, names: [String])] = []
        var depth = 0
        var index = body.lowerBound
        while index < body.upperBound {
            let character = text[index]
            if "({[".contains(character), source.isCode(index) {
                depth += 1
            } else if ")}]".contains(character), source.isCode(index) {
                depth -= 1
            } else if depth == 0, character == "c" || character == "d",
                text[..<index].last.map({ !$0.isLetter && !$0.isNumber && $0 != "_" && $0 != "." }) ?? true,
                let word = ["case ", "default:"].first(where: { text[index..<body.upperBound].hasPrefix($0) }),
                source.isCode(index)
            {
                let header = text[index..<body.upperBound].prefix(500)
                guard let colon = header.firstIndex(of: ":") else { break }
                // `case .title, .headline:` names its cases; `default:` and patterns name none.
                let names =
                    word == "default:"
                    ? []
                    : header[header.index(header.startIndex, offsetBy: word.count)..<colon]
                        .split(separator: ",").map { $0.trimmed() }
                        .map { $0.hasPrefix(".") ? String($0.dropFirst()) : "" }
                        .filter { !$0.isEmpty && $0.allSatisfy { $0.isNamePart } }
                labels.append((index, text.index(after: colon), names))
                index = text.index(after: colon)
                continue
            }
            index = text.index(after: index)
        }
        return labels
    }
}
