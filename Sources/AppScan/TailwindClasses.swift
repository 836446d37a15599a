import AuditPipeline
import DesignTokens
import Foundation

/// Tailwind CSS utility classes in templates: each element whose `class` or `className` is a
/// literal (`class="font-brand text-xl leading-none truncate"`, `className={'...'}`, a template
/// literal without `${}`) and names a font family, size or line height is a web usage, read as the
/// rule Tailwind generates for its classes (`declarations`) and checked as a style sheet's rule is
/// (`CSSScanner`), with the element's text where the template holds it. The project's theme
/// (`TailwindTheme`) says what each class's key means.
enum TailwindClasses {
    /// An element with its classes, where it stands.
    struct Element: Sendable {
        var line: Int
        var column: Int
        var tag: String
        var classes: String
        var text: String?
        /// The other texts its body may show (a condition's other branch, a list's other items).
        var otherTexts: [String] = []
        /// The classes of its only child where that is a block (`<div class="pb-4">{children}</div>`):
        /// the child's padding is room between the element's box and the text (`onlyChild`).
        var onlyChild: (tag: String, classes: String)?

        /// As a usage names it: its tag and the classes of the kinds read (`<p class="font-brand
        /// text-xl truncate">` for `<p class="mb-4 font-brand text-xl text-gray-200 truncate">`).
        var written: String {
            let read = classes.split(separator: " ").filter { name in
                let name = name.drop { $0 == "!" || $0 == "-" }
                return !hasVariant(name) && readPrefixes.contains { name.hasPrefix($0) }
            }
            return "<\(tag) class=\"\(read.joined(separator: " ").prefix(100))\">"
        }
    }

    /// The classes `declarations` may read, by their beginnings.
    private static let readPrefixes = [
        "font-", "text-", "leading-", "tracking-", "truncate", "line-clamp-", "overflow-", "uppercase", "lowercase",
        "capitalize", "normal-case", "h-", "p-", "px-", "py-", "pt-", "pb-", "pl-", "pr-", "bg-clip-",
    ]

    /// The elements of a template or script whose literal classes may set a font (they name a
    /// `text-`, `font-` or `leading-` class), in order, at most one more than `AppScan.usageLimit`.
    /// An attribute is `class` or `className` after white space (not `:class`, a Vue binding), its
    /// value a quoted string, or `{` a string `}`; its element's tag is the name after the `<`
    /// within 2,000 characters before it, its text what follows the tag's `>` up to the next `<`
    /// where it holds no expression (`{`), and in a script (`jsx`) where its expressions are known
    /// (`JSXTexts`: literals, conditions, a literal list's fields under `.map`, `JSXNames`). Each
    /// element is read within a few thousand characters, and the file within a budget of twice its
    /// bytes: a file costs what its size warrants.
    static func elements(_ text: String, jsx: Bool = false) -> [Element] {
        var found: [Element] = []
        var lines: LineIndex?
        var names: JSXNames.FileNames?
        var namesBudget = 2 * text.utf8.count + 20_000
        eachClassAttribute(text) { bytes, start, value, end, budget in
            guard value.contains("text-") || value.contains("font-") || value.contains("leading-"),
                let tag = tag(bytes, before: start, budget: &budget)
            else { return true }
            let index = text.utf8.index(text.utf8.startIndex, offsetBy: start)
            lines = lines ?? LineIndex(text)
            guard let lines else { return false }
            var body = self.text(bytes, after: end, budget: &budget)
            var otherTexts: [String] = []
            if body == nil, jsx, let written = self.text(bytes, after: end, expressions: true, budget: &budget) {
                names = names ?? JSXNames.read(text, budget: &namesBudget)
                let bound = JSXTexts.Names(texts: names?.at(index).names ?? [:])
                if let texts = JSXTexts.texts(Substring(written), names: bound), let first = texts.first, !first.isEmpty
                {
                    body = first
                    otherTexts = Array(texts.dropFirst())
                }
            }
            found.append(
                Element(
                    line: lines.line(of: index), column: lines.column(of: index, in: text), tag: tag,
                    classes: value.split(whereSeparator: \.isBlank).joined(separator: " "), text: body,
                    otherTexts: otherTexts,
                    onlyChild: body == nil ? onlyChild(bytes, after: end, budget: &budget) : nil))
            return found.count <= AppScan.usageLimit
        }
        return found
    }

    /// Each element of a template or script with literal classes, whatever they are: its classes
    /// and its text as written where the template holds it whole, expressions in it (`{{ count
    /// }}`, `{label}`) included (nil otherwise), at most `4 *
    /// AppScan.usageLimit`. A style sheet's rule no document links takes its texts from them
    /// (`AppScan.templateTexts`).
    static func classTexts(_ text: String) -> [(classes: [Substring], text: String?)] {
        var found: [(classes: [Substring], text: String?)] = []
        eachClassAttribute(text) { bytes, _, value, end, budget in
            let body = self.text(bytes, after: end, expressions: true, budget: &budget)
            found.append((value.split(whereSeparator: \.isBlank), body))
            return found.count < 4 * AppScan.usageLimit
        }
        return found
    }

    /// Calls `visit` with the bytes, the offset of each `class`/`className` attribute, its value
    /// (`attributeValue`), the offset after it and the budget left (twice the file's size), until
    /// it returns false.
    private static func eachClassAttribute(
        _ text: String, _ visit: ([UInt8], Int, String, Int, inout Int) -> Bool
    ) {
        guard text.containsBytes("class") else { return }
        let bytes = Array(text.utf8)
        var cursor = text.startIndex
        var budget = 2 * bytes.count + 20_000
        while budget > 0, let hit = text.firstBytes(of: "class", from: cursor) {
            cursor = hit.upperBound
            let start = text.utf8.distance(from: text.utf8.startIndex, to: hit.lowerBound)
            guard start > 0, isSpace(bytes[start - 1]),
                let (value, end) = attributeValue(bytes, from: start + 5, budget: &budget)
            else { continue }
            guard visit(bytes, start, value, end, &budget) else { return }
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }

    /// The classes an attribute whose name starts at `start` (after `class`) gives for certain,
    /// and the offset after it: a quoted value; or in braces a string, a template literal's text
    /// outside its `${}`, or the literal arguments of a class helper (`cn("text-sm font-medium",
    /// active && "font-bold", className)`: `text-sm font-medium`; clsx, classnames, tailwind-merge).
    /// A value with an escape is not read.
    private static func attributeValue(_ bytes: [UInt8], from start: Int, budget: inout Int) -> (String, Int)? {
        var index = start
        if bytes[index...].starts(with: Array("Name".utf8)) { index += 4 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return nil }
        index += 1
        guard index < bytes.count else { return nil }
        let limit = min(bytes.count, index + min(4_000, budget))
        guard index < limit else { return nil }
        if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
            let close = bytes[(index + 1)..<limit].firstIndex(of: bytes[index])
            budget -= (close ?? limit) - index
            guard let close else { return nil }
            let value = bytes[(index + 1)..<close]
            return value.contains(UInt8(ascii: "\\")) ? nil : (String(decoding: value, as: UTF8.self), close + 1)
        }
        guard bytes[index] == UInt8(ascii: "{") else { return nil }
        // The braces' own `}` (a template literal's `${}` pairs its braces).
        let close = firstOutsideQuotes(bytes, from: index, to: limit) { $0 == UInt8(ascii: "}") && $1 == 0 }
        budget -= (close ?? limit) - index
        guard let close else { return nil }
        let expression = String(decoding: bytes[(index + 1)..<close], as: UTF8.self).trimmed()
        guard !expression.contains("\\") else { return nil }
        if let value = literal(expression) { return (value, close + 1) }
        let helper = expression.prefix { $0.isLetter }
        guard classHelpers.contains(String(helper)), expression.dropFirst(helper.count).hasPrefix("("),
            expression.hasSuffix(")")
        else { return nil }
        let arguments = ReactNativeScanner.splitTopLevel(expression.dropFirst(helper.count + 1).dropLast()[...])
        let classes = arguments.compactMap { literal($0.trimmed()) }
        return classes.isEmpty ? nil : (classes.joined(separator: " "), close + 1)
    }

    /// The functions that join class names, each literal argument always applied.
    private static let classHelpers: Set<String> = [
        "cn", "clsx", "cx", "classNames", "classnames", "twMerge", "twJoin",
    ]

    /// A string literal's text, or a template literal's outside its `${}`s; nil for anything else.
    private static func literal(_ expression: String) -> String? {
        if let string = SwiftScanner.stringLiteral(expression[...]) { return string }
        guard expression.count >= 2, expression.hasPrefix("`"), expression.hasSuffix("`") else { return nil }
        var text = ""
        var depth = 0
        var previous: Character = " "
        for character in expression.dropFirst().dropLast() {
            if depth > 0 {
                depth += character == "{" ? 1 : character == "}" ? -1 : 0
                if depth == 0 { text.append(" ") }
            } else if character == "{", previous == "$" {
                text.removeLast()
                depth = 1
            } else if character == "`" {
                return nil
            } else {
                text.append(character)
            }
            previous = character
        }
        return depth == 0 ? text : nil
    }

    /// The tag of the element whose attribute starts at `start`: the name after the nearest `<`
    /// before it, within 2,000 bytes.
    private static func tag(_ bytes: [UInt8], before start: Int, budget: inout Int) -> String? {
        let window = max(0, start - min(2_000, max(0, budget)))
        let open = bytes[window..<start].lastIndex(of: UInt8(ascii: "<"))
        budget -= start - (open ?? window)
        guard let open else { return nil }
        let name = bytes[(open + 1)...].prefix {
            (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0)
                || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: ":")
        }
        guard let first = name.first, (0x41...0x5A).contains(first) || (0x61...0x7A).contains(first) else {
            return nil
        }
        return String(decoding: name.prefix(40), as: UTF8.self)
    }

    /// The first offset in `start..<limit` outside quoted strings where `stop` holds for its byte
    /// and the brace depth there (counted through that byte); nil where none does.
    private static func firstOutsideQuotes(
        _ bytes: [UInt8], from start: Int, to limit: Int, where stop: (UInt8, Int) -> Bool
    ) -> Int? {
        var depth = 0
        var quote: UInt8?
        for position in start..<max(start, limit) {
            let byte = bytes[position]
            if let open = quote {
                if byte == open { quote = nil }
                continue
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
                continue
            }
            if byte == UInt8(ascii: "{") { depth += 1 } else if byte == UInt8(ascii: "}") { depth -= 1 }
            if stop(byte, depth) { return position }
        }
        return nil
    }

    /// The element's text after its opening tag (which ends at the first `>` outside quotes and
    /// braces within 4,000 bytes of `start`) up to its closing tag, within 2,000 bytes; nil where
    /// the tag closes itself, another element follows the text, the text holds an expression
    /// (`{`; kept as written where `expressions`) or is white space.
    private static func text(_ bytes: [UInt8], after start: Int, expressions: Bool = false, budget: inout Int)
        -> String?
    {
        let limit = min(bytes.count, start + min(4_000, max(0, budget)))
        let end = firstOutsideQuotes(bytes, from: start, to: limit) { $0 == UInt8(ascii: ">") && $1 <= 0 }
        budget -= (end ?? limit) - start
        guard let index = end, bytes[index - 1] != UInt8(ascii: "/") else { return nil }
        let body = bytes[(index + 1)..<min(bytes.count, index + 2_001)].prefix { $0 != UInt8(ascii: "<") }
        // Only the whole text: the element closes where it ends (`Hello <b>x</b>` is more than `Hello`).
        let after = body.endIndex
        guard expressions || !body.contains(UInt8(ascii: "{")), after + 1 < bytes.count,
            bytes[after] == UInt8(ascii: "<"),
            bytes[after + 1] == UInt8(ascii: "/")
        else { return nil }
        let text = String(decoding: body, as: UTF8.self).trimmed()
        return text.isEmpty ? nil : text
    }

    /// The literal classes of an element's only child (after its opening tag, which ends at the
    /// first `>` outside quotes and braces within 4,000 bytes of `start`) where that child is a block
    /// (`blocks`) closed within 4,000 bytes and only white space stands between it and the
    /// element's own closing tag; nil otherwise. The text inside sits in the child's padding box,
    /// so its padding is room inside the element's (H: CSS 2 box model; a block's padding is not
    /// an inline's, which moves no line).
    private static func onlyChild(_ bytes: [UInt8], after start: Int, budget: inout Int) -> (
        tag: String, classes: String
    )? {
        let limit = min(bytes.count, start + min(4_000, max(0, budget)))
        guard
            let open = firstOutsideQuotes(bytes, from: start, to: limit, where: { $0 == UInt8(ascii: ">") && $1 <= 0 }),
            bytes[open - 1] != UInt8(ascii: "/")
        else { return nil }
        let space: (UInt8) -> Bool = { isSpace($0) }
        guard let child = bytes[(open + 1)..<limit].firstIndex(where: { !space($0) }),
            bytes[child] == UInt8(ascii: "<")
        else { return nil }
        let name = Array(bytes[(child + 1)..<limit].prefix { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) })
        guard blocks.contains(String(decoding: name, as: UTF8.self)),
            let childOpen = firstOutsideQuotes(
                bytes, from: child + 1 + name.count, to: limit, where: { $0 == UInt8(ascii: ">") && $1 <= 0 }),
            bytes[childOpen - 1] != UInt8(ascii: "/"),
            let attribute = bytes[child..<childOpen].indices.first(where: {
                isSpace(bytes[$0 - 1]) && bytes[$0...].starts(with: Array("class".utf8))
            }),
            let (classes, _) = attributeValue(bytes, from: attribute + 5, budget: &budget)
        else { return nil }
        // The child's own closing tag, counting same-named elements inside it.
        let closing = Array("</".utf8) + name
        var depth = 1
        var cursor = childOpen + 1
        let end = min(bytes.count, childOpen + 4_000)
        budget -= end - start
        while cursor < end {
            if bytes[cursor...].starts(with: closing), cursor + closing.count < bytes.count,
                bytes[cursor + closing.count] == UInt8(ascii: ">")
            {
                depth -= 1
                cursor += closing.count + 1
                if depth == 0 { break }
            } else if bytes[cursor] == UInt8(ascii: "<"), bytes[(cursor + 1)...].starts(with: name),
                cursor + 1 + name.count < bytes.count, !HTMLMarkup.isNameByte(bytes[cursor + 1 + name.count])
            {
                depth += 1
                cursor += 1
            } else {
                cursor += 1
            }
        }
        // The closing tag may end past `end`: what follows is looked at from where it ends.
        guard depth == 0,
            let after = bytes[cursor..<min(bytes.count, cursor + 1_000)].firstIndex(where: { !space($0) }),
            bytes[after...].starts(with: Array("</".utf8))
        else { return nil }
        return (
            String(decoding: name, as: UTF8.self), classes.split(whereSeparator: \.isBlank).joined(separator: " ")
        )
    }

    /// The elements laid out as blocks by default (HTML's rendering section): their padding moves
    /// the lines inside them.
    private static let blocks: Set<String> = [
        "div", "p", "section", "article", "header", "footer", "main", "aside", "nav", "h1", "h2", "h3", "h4", "h5",
        "h6", "ul", "ol", "li", "blockquote", "figure", "form", "fieldset", "dl", "dd", "dt", "pre",
    ]

    // MARK: What the classes set

    /// The declarations Tailwind generates for an element's classes (H: tailwindcss v4
    /// `utilities.ts`, v3 `corePlugins.js`): `font-{key}` a family (or a weight), `text-{key}` a
    /// size with its line height and letter spacing (`text-sm/6` the line height given),
    /// `leading-*` a line height over the size's whatever their order, `tracking-*`,
    /// `truncate` and `line-clamp-*` (overflow hidden), `overflow-*`, `bg-clip-text` (gradient
    /// text, painted only inside the border box), `uppercase`, `h-*` and padding; arbitrary values (`text-[17px]`, `leading-[1.1]`) and properties
    /// (`[text-box:trim-both_cap_alphabetic]`) too. A class with a variant
    /// (`md:text-xl`, `hover:`) is not the element's base style: not read. Of two classes of one
    /// property the later in the list is read.
    static func declarations(_ classes: String, theme: TailwindTheme) -> [String: String] {
        var css: [String: String] = [:]
        // A `leading-*` and a `tracking-*` class win over what a size sets, whatever their order.
        var leading: String?
        var tracking: String?
        for written in classes.split(separator: " ") {
            var name = written
            if name.hasPrefix("!") { name = name.dropFirst() }
            if name.hasSuffix("!") { name = name.dropLast() }
            guard !hasVariant(name) else { continue }
            let negative = name.hasPrefix("-")
            if negative { name = name.dropFirst() }
            if keyword(name, into: &css) { continue }
            // An arbitrary property (`[text-box:trim-both_cap_alphabetic]`, v3 and v4): as written.
            if name.hasPrefix("["), let colon = name.firstIndex(of: ":"),
                let value = arbitrary("[" + name[name.index(after: colon)...])
            {
                css[name[name.index(after: name.startIndex)..<colon].lowercased()] = value
                continue
            }
            guard let dash = name.firstIndex(of: "-") else { continue }
            let utility = name[..<dash]
            let argument = name[name.index(after: dash)...]
            switch utility {
            case "font":
                if let value = arbitrary(argument) {
                    css[literalNumber(value[...]) != nil ? "font-weight" : "font-family"] = value
                } else if let family = theme.value("font", argument) {
                    css["font-family"] = family
                } else if let weight = theme.value("font-weight", argument) {
                    css["font-weight"] = weight
                }
            case "text":
                let (key, modifier) = split(argument)
                let size: String?
                if let value = arbitrary(key) {
                    size = isLength(value) ? value : nil
                } else {
                    // UnoCSS's `text-16` is 4rem where the theme has no `16` (H: preset-mini `handleSize`).
                    size = theme.value("text", key) ?? (theme.uno ? multiple(key, theme: theme) : nil)
                }
                guard let size else { continue }
                css["font-size"] = size
                css["letter-spacing"] = theme.value("text--letter-spacing", key)
                css["line-height"] =
                    modifier.flatMap { lineHeight($0, theme: theme) }
                    ?? theme.value("text--line-height", key).map {
                        evaluated($0)
                    }
            case "leading": leading = lineHeight(argument, theme: theme) ?? leading
            case "tracking":
                if let value = arbitrary(argument) ?? theme.value("tracking", argument) {
                    tracking = negative ? "-" + value : value
                }
            case "line":
                guard argument.hasPrefix("clamp-") else { continue }
                let count = argument.dropFirst("clamp-".count)
                if let lines = arbitrary(count) ?? (Int(count).map { $0 > 0 ? String($0) : nil } ?? nil) {
                    css["overflow"] = "hidden"
                    css["-webkit-line-clamp"] = lines
                }
            case "overflow":
                let (axis, value) =
                    argument.hasPrefix("x-") || argument.hasPrefix("y-")
                    ? ("overflow-" + argument.prefix(1), argument.dropFirst(2)) : ("overflow", argument)
                if ["hidden", "clip", "visible", "auto", "scroll"].contains(value) { css[axis] = String(value) }
            case "h": if let value = spacing(argument, theme: theme) { css["height"] = value }
            case "p", "py", "pt", "pb", "px", "pl", "pr":
                guard let value = spacing(argument, theme: theme) else { continue }
                let sides: [String] =
                    switch utility {
                    case "p": ["top", "bottom", "left", "right"]
                    case "py": ["top", "bottom"]
                    case "px": ["left", "right"]
                    default: [["t": "top", "b": "bottom", "l": "left", "r": "right"][utility.dropFirst()] ?? ""]
                    }
                for side in sides { css["padding-" + side] = value }
            default: break
            }
        }
        if let leading { css["line-height"] = leading }
        if let tracking { css["letter-spacing"] = tracking }
        // `overflow-x: hidden` (or auto, scroll) makes a visible `overflow-y` auto: it clips too (css-overflow-3).
        if let x = css["overflow-x"], ["hidden", "auto", "scroll"].contains(x), css["overflow-y"] == nil,
            [nil, "visible", "clip"].contains(css["overflow"])
        {
            css["overflow-y"] = "auto"
        }
        return css
    }

    /// The classes of one keyword (`truncate`, `uppercase`, `sr-only`, `bg-clip-text`...): their
    /// declarations added; true when the class is nothing more.
    private static func keyword(_ name: Substring, into css: inout [String: String]) -> Bool {
        switch name {
        case "truncate":
            css["overflow"] = "hidden"
            css["text-overflow"] = "ellipsis"
            css["white-space"] = "nowrap"
            return true
        case "uppercase", "lowercase", "capitalize": css["text-transform"] = String(name)
        case "normal-case": css["text-transform"] = "none"
        // Visually hidden, kept for screen readers (H: v3 `corePlugins.js` `accessibility`, v4 `utilities.ts`).
        case "sr-only":
            css.merge(
                [
                    "position": "absolute", "width": "1px", "height": "1px", "overflow": "hidden",
                    "clip": "rect(0, 0, 0, 0)", "white-space": "nowrap",
                ], uniquingKeysWith: { _, new in new })
            return true
        case "not-sr-only":
            css.merge(
                [
                    "position": "static", "width": "auto", "height": "auto", "overflow": "visible", "clip": "auto",
                    "white-space": "normal",
                ], uniquingKeysWith: { _, new in new })
            return true
        case "line-clamp-none":
            css["overflow"] = "visible"
            css["-webkit-line-clamp"] = nil
        // Gradient text (`bg-clip-text text-transparent`): the glyphs are painted only inside the border box.
        case "bg-clip-text": css["background-clip"] = "text"
        case "bg-clip-border", "bg-clip-padding", "bg-clip-content": css["background-clip"] = nil
        default: break
        }
        return false
    }

    /// Whether a class has a variant (`md:`, `hover:`, `[&>p]:`): a `:` outside brackets.
    private static func hasVariant(_ name: Substring) -> Bool {
        var depth = 0
        for character in name {
            if character == "[" { depth += 1 } else if character == "]" { depth -= 1 }
            if character == ":", depth == 0 { return true }
        }
        return false
    }

    /// A key and its modifier (`sm/6`, `[17px]/[22px]`): the part after the last `/` outside brackets.
    private static func split(_ argument: Substring) -> (Substring, Substring?) {
        var depth = 0
        var slash: Substring.Index?
        for index in argument.indices {
            let character = argument[index]
            if character == "[" { depth += 1 } else if character == "]" { depth -= 1 }
            if character == "/", depth == 0 { slash = index }
        }
        guard let slash else { return (argument, nil) }
        return (argument[..<slash], argument[argument.index(after: slash)...])
    }

    /// An arbitrary value (`[17px]`, `[1.1]`, `['Brand_Sans']`): its text with `_` as a space.
    private static func arbitrary(_ argument: Substring) -> String? {
        guard argument.hasPrefix("["), argument.hasSuffix("]"), argument.count > 2 else { return nil }
        var value = argument.dropFirst().dropLast()
        if value.hasPrefix("length:") { value = value.dropFirst("length:".count) }
        return value.replacingOccurrences(of: "_", with: " ")
    }

    private static func isLength(_ value: String) -> Bool {
        ["px", "rem", "em", "%"].contains { value.hasSuffix($0) } || value.hasPrefix("calc(")
            || value.hasPrefix("clamp(")
    }

    /// A line height a `leading-*` class or a size's modifier names: an arbitrary value, the
    /// theme's (`leading-tight`), `none` (1), or in version 4 a multiple of the spacing unit
    /// (`leading-6`, `text-sm/6`).
    private static func lineHeight(_ key: Substring, theme: TailwindTheme) -> String? {
        if let value = arbitrary(key) { return value }
        if let value = theme.value("leading", key) { return evaluated(value) }
        if key == "none" { return "1" }
        return multiple(key, theme: theme)
    }

    /// A spacing value: arbitrary, the theme's (version 3's table), or in version 4 a multiple of
    /// `--spacing` (`calc(var(--spacing) * 6)`), worked out in the unit's own unit; `px` 1px.
    private static func spacing(_ key: Substring, theme: TailwindTheme) -> String? {
        if let value = arbitrary(key) { return value }
        if key == "px" { return "1px" }
        if let value = theme.value("spacing", key), !key.isEmpty { return value }
        return multiple(key, theme: theme)
    }

    /// A number as a multiple of version 4's `--spacing` (UnoCSS's 0.25rem), in quarters; nil in
    /// version 3, which has none.
    private static func multiple(_ key: Substring, theme: TailwindTheme) -> String? {
        guard theme.major >= 4, let unit = theme.value("spacing", ""), let count = Double(key), count >= 0,
            count <= 1_000, (count * 4).rounded() == count * 4
        else { return nil }
        let number = unit.prefix { $0.isNumber || $0 == "." }
        guard let base = Double(number) else { return nil }
        return String(base * count) + unit.dropFirst(number.count)
    }

    /// A value with its one division worked out (`calc(1 / 0.75)`, version 4's size line heights)
    /// as a number; any other value as written.
    static func evaluated(_ value: String) -> String {
        guard value.hasPrefix("calc("), value.hasSuffix(")") else { return value }
        let parts = value.dropFirst(5).dropLast().split(separator: "/")
        guard parts.count == 2, let top = Double(parts[0].trimmed()), let bottom = Double(parts[1].trimmed()),
            bottom > 0
        else { return value }
        return String(top / bottom)
    }

    // MARK: Elements as rules

    /// The usages of a file's elements read as rules (`sheet`): each named by its element, with its
    /// text. One whose first family is generic (`font-sans` by default: `ui-sans-serif,
    /// system-ui, ...`) draws the platform's font, which always matches: not the project's to
    /// check, not listed; nor is a `<body>` or `<html>`, whose classes are what the others inherit.
    static func usages(_ usages: [TextUsage], of elements: [Element]) -> [TextUsage] {
        let byPlace = Dictionary(elements.map { ("\($0.line):\($0.column)", $0) }) { first, _ in first }
        return usages.compactMap { usage in
            if case .name(let family)? = usage.font, FontIndex.genericFamilies.contains(family.lowercased()) {
                return nil
            }
            guard let column = usage.column, let element = byPlace["\(usage.line):\(column)"] else { return usage }
            guard !isDocument(element) else { return nil }
            var usage = usage
            usage.kind = .fontReference(element.written)
            usage.text = element.text
            usage.translations = element.otherTexts.map { TokenText($0) }
            if usage.overflow == .hidden, let child = element.onlyChild, let reason = usage.overflowReason {
                let padding = child.classes.split(separator: " ").filter { name in
                    !hasVariant(name)
                        && ["p-", "py-", "pt-", "pb-", "px-", "pl-", "pr-"].contains { name.hasPrefix($0) }
                }
                if !padding.isEmpty {
                    usage.overflowReason =
                        reason
                        + "; its text inside its only child <\(child.tag) class=\"\(padding.joined(separator: " "))\">, "
                        + "whose padding is room"
                }
            }
            return usage
        }
    }

    /// A file's elements as a style sheet's rules, each the rule of its classes at its line and
    /// column. A `<body>`'s or `<html>`'s is the document's, which every element inherits (a
    /// Next.js layout's `<body className="font-inter text-base">`).
    static func sheet(_ elements: [Element], file: String, theme: TailwindTheme) -> CSSScanner.Sheet {
        let rules = elements.map { element in
            let document = isDocument(element)
            var declared = declarations(element.classes, theme: theme)
            // Its only child's padding is room where its own sets none (where both do, its own
            // alone: less room than the page has, never more).
            for (property, value) in childPadding(element, theme: theme) where declared[property] == nil {
                declared[property] = value
            }
            return CSSScanner.Rule(
                selector: document ? element.tag.lowercased() : element.written, line: element.line,
                column: element.column, declarations: declared, parent: nil, sameElement: false, isDocument: document)
        }
        return CSSScanner.Sheet(
            file: file, rules: rules, faces: [], variables: [],
            usageProperties: ["font-family", "font-size", "line-height"])
    }

    /// The padding declarations of an element's only block child (`Element.onlyChild`).
    private static func childPadding(_ element: Element, theme: TailwindTheme) -> [String: String] {
        guard let child = element.onlyChild else { return [:] }
        return declarations(child.classes, theme: theme).filter { $0.key.hasPrefix("padding-") }
    }

    /// A site's sheet's usages without those whose generic family only comes from the base
    /// (Tailwind's default `font-sans`: the platform's font, as for an element; `font-family:
    /// inherit` names none); a rule that names a generic family itself stays, unresolved as any
    /// sheet's.
    static func ownFamilies(_ usages: [TextUsage], of sheet: CSSScanner.Sheet) -> [TextUsage] {
        let naming = Set(
            sheet.rules.filter { rule in
                rule.declarations["font-family"].map { !["inherit", "unset", "initial"].contains($0.lowercased()) }
                    ?? false
            }.map { "\($0.line):\($0.column)" })
        return usages.filter { usage in
            guard case .name(let family)? = usage.font, FontIndex.genericFamilies.contains(family.lowercased()) else {
                return true
            }
            return naming.contains("\(usage.line):\(usage.column ?? 0)")
        }
    }

    private static func isDocument(_ element: Element) -> Bool { ["body", "html"].contains(element.tag.lowercased()) }

    /// A sheet with each rule's `@apply` classes (`h1 { @apply font-display text-4xl; }`) read
    /// as the declarations they stand for, under the rule's own (H: Tailwind inlines them where
    /// `@apply` stands; a rule's own declarations after it win), and the theme's values a
    /// declaration names (`font-family: theme("fontFamily.sans")`) read.
    static func applied(_ sheet: CSSScanner.Sheet, theme: TailwindTheme) -> CSSScanner.Sheet {
        var sheet = sheet
        for index in sheet.rules.indices {
            for (property, value) in sheet.rules[index].declarations where value.containsBytes("theme(") {
                sheet.rules[index].declarations[property] = themed(value, theme: theme)
            }
            guard let classes = sheet.rules[index].declarations.removeValue(forKey: "@apply") else { continue }
            sheet.rules[index].declarations.merge(declarations(classes, theme: theme)) { own, _ in own }
        }
        return sheet
    }

    /// A value whose `theme()` calls are the theme's values they name (H: Tailwind v3's
    /// `theme(fontFamily.sans)`, quoted or not, `spacing[2.5]`; v4's `--theme(--font-sans)` and
    /// `theme(--font-sans)`; UnoCSS's directives transformer): a family list as one string; a
    /// call naming no value of the namespaces read, or past 8, stays as written.
    static func themed(_ value: String, theme: TailwindTheme) -> String {
        var result = ""
        var rest = value[...]
        for _ in 0..<8 {
            guard let call = rest.range(of: "theme("), let close = rest[call.upperBound...].firstIndex(of: ")") else {
                break
            }
            let start =
                rest[..<call.lowerBound].hasSuffix("--") ? rest.index(call.lowerBound, offsetBy: -2) : call.lowerBound
            let path = CSSScanner.unquoted(String(rest[call.upperBound..<close]).trimmed())
            var found: String?
            if path.hasPrefix("--") {
                found = theme.customProperties[path]
            } else {
                let parts = path.replacingOccurrences(of: "[", with: ".").replacingOccurrences(of: "]", with: "")
                    .split(separator: ".", maxSplits: 1)
                if parts.count == 2, let namespace = TailwindTheme.configKeys[String(parts[0])] {
                    found = theme.value(namespace, parts[1])
                }
            }
            result += rest[..<start] + (found ?? String(rest[start...close]))
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// What Tailwind's base styles give the document (H: preflight.css, v3 and v4: `html {
    /// line-height: 1.5; font-family: <the theme's sans> }`), before the project's own sheets;
    /// and v4's theme variables, which it sets on the root where a `var()` names them (H:
    /// tailwindcss v4 `theme.ts`, `ast.ts`; U: a `@theme reference` block's are not told apart),
    /// but not those in `set`: the project's own root rules and Next.js fonts set them over
    /// Tailwind's layer.
    static func preflight(_ theme: TailwindTheme, except set: Set<String>) -> CSSScanner.Rule {
        var declarations = theme.customProperties.filter { !set.contains($0.key) }
        declarations["line-height"] = "1.5"
        // UnoCSS's reset names its own sans, not the project's theme's.
        declarations["font-family"] = (theme.uno ? TailwindTheme.unocss : theme).value("font", "sans")
        return CSSScanner.Rule(
            selector: "html", line: 0, column: 0, declarations: declarations, parent: nil, sameElement: false,
            isDocument: true)
    }

    // MARK: NativeWind

    /// The React Native style NativeWind gives an element's classes (`<Text className="text-xl
    /// font-rubik-bold">`): their declarations (`declarations`) as a style's entries, lengths in
    /// dp. A rem is NativeWind's inlined `rem`, 14 unless the project sets another (H:
    /// nativewind.dev v4 "Font Size": 14 on every platform but the web); a unitless line height
    /// and an `em` are multiples of the size (M: react-native-css-interop's test, `font-size: 3rem;
    /// line-height: 1` is 42 and 42). A generic first family (`font-sans`) is the platform's: no
    /// family, so the element is not the project's to check.
    static func nativeStyle(_ classes: String, theme: TailwindTheme, rem: Double) -> [String] {
        let css = declarations(classes, theme: theme)
        func length(_ written: String, em: Double?) -> Double? {
            let value = written.trimmed()
            let units: [(String, Double?)] = [("px", 1), ("rem", rem), ("em", em), ("", em)]
            guard let (unit, scale) = units.first(where: { value.hasSuffix($0.0) }), let scale,
                let number = Double(value.dropLast(unit.count)), number.isFinite, abs(number) < 10_000
            else { return nil }
            return number * scale
        }
        var entries: [String] = []
        if let first = css["font-family"]?.split(separator: ",").first {
            let family = first.trimmed().filter { !$0.isScriptQuote }
            if !family.isEmpty, !FontIndex.genericFamilies.contains(family.lowercased()) {
                entries.append("fontFamily: '\(family)'")
            }
        }
        let size = css["font-size"].flatMap { length($0, em: nil) }
        if let size { entries.append("fontSize: \(size)") }
        let sized: [(String, String)] = [
            ("line-height", "lineHeight"), ("letter-spacing", "letterSpacing"), ("height", "height"),
            ("padding-top", "paddingTop"), ("padding-bottom", "paddingBottom"),
        ]
        for (property, key) in sized {
            if let value = css[property].flatMap({ length($0, em: size ?? rem) }) { entries.append("\(key): \(value)") }
        }
        if let weight = css["font-weight"], Int(weight) != nil { entries.append("fontWeight: '\(weight)'") }
        if css["text-transform"] == "uppercase" { entries.append("textTransform: 'uppercase'") }
        return entries
    }
}
