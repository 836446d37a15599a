/// The texts a JSX element's children show, where its source gives them all (a React Native
/// `<Text>`'s body up to the next tag): its JSX text, and in braces string literals, template
/// literals, the branches of a condition (`{busy ? 'Connexion...' : 'Se connecter'}`, the
/// condition itself not shown), the operands of `||` and `??`, the right of `&&`, and numbers
/// (a number literal, `{n.toFixed(2)}`, `{list.length}`, `{Math.round(p)}`: shown as digits, H:
/// ECMAScript `Number::toString` writes ASCII digits, `-` and `.`; `{n.toLocaleString()}` with
/// the separators locales use, `,`, `.` and no-break spaces). Anything else (a prop, a
/// variable, a call) leaves the text unknown: its checked characters are then the app's.
enum JSXTexts {
    /// What a body's names show where the source says: names declared numbers (their digits),
    /// and names bound to texts (`JSXNames`: a list's field under `.map`, a prop every caller gives).
    struct Names {
        var numbers: Set<String> = []
        var texts: [String: [String]] = [:]
    }

    /// The characters a number is written with.
    static let digits = "0123456789.-"

    /// The body's texts: the first with each expression's first text, then every other text an
    /// expression may show, alone (its characters are what is checked). Nil where an expression
    /// is not known; at most 64 texts, 8 levels deep.
    static func texts(_ body: Substring, names: Names = Names()) -> [String]? {
        var first = ""
        var others: [String] = []
        var index = body.startIndex
        var segment = body.startIndex
        while index < body.endIndex {
            guard body[index] == "{" else {
                index = body.index(after: index)
                continue
            }
            first += jsxText(body[segment..<index])
            guard let close = closing(body, from: index) else { return nil }
            guard let shown = expression(body[body.index(after: index)..<close], names: names, depth: 0) else {
                return nil
            }
            first += shown.first ?? ""
            others += shown.dropFirst()
            guard others.count <= 64 else { return nil }
            index = body.index(after: close)
            segment = index
        }
        first += jsxText(body[segment...])
        // Another text adds only characters the ones before do not hold.
        var texts = [first.trimmed()]
        var characters = Set(texts[0])
        for other in others.map({ $0.trimmed() }) where !other.allSatisfy(characters.contains) {
            texts.append(other)
            characters.formUnion(other)
        }
        return texts
    }

    /// An element's children up to the next tag outside braces (`{a < b ? 'x' : 'y'}` is one
    /// expression): the body `texts` reads.
    static func body(_ text: Substring) -> Substring {
        var depth = 0
        var quote: Character?
        var escaped = false
        for index in text.indices {
            let character = text[index]
            if let open = quote {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == open {
                    quote = nil
                }
            } else if depth > 0, character.isScriptQuote {
                quote = character
            } else if character == "{" {
                depth += 1
            } else if character == "}" {
                depth -= 1
            } else if character == "<", depth <= 0 {
                return text[..<index]
            }
        }
        return text
    }

    /// The names a script declares with a type: `percentage: number` and `total?: number`
    /// (TypeScript's), a state made with `useState(0)` or `useState<number>(...)`, and Vue's
    /// `ref(0)` and `data()` keys set to a number as numbers,
    /// `title: string` as strings. Read over the text as written, comments too.
    static func declaredTypes(_ text: String) -> (numbers: Set<String>, strings: Set<String>) {
        var numbers: Set<String> = []
        var strings: Set<String> = []
        for (type, isNumber) in [(": number", true), (": string", false)] {
            var from = text.startIndex
            while let annotation = text.firstBytes(of: type, from: from) {
                from = annotation.upperBound
                guard text[annotation.upperBound...].first.map({ !ScriptDeclarations.isIdentifier($0) }) ?? true else {
                    continue
                }
                var end = annotation.lowerBound
                if text.has("?", before: end) { end = text.index(before: end) }
                let start = text.start(ofRunBefore: end, within: 100, where: ScriptDeclarations.isIdentifier)
                guard start < end else { continue }
                if isNumber {
                    numbers.insert(String(text[start..<end]))
                } else {
                    strings.insert(String(text[start..<end]))
                }
            }
        }
        var from = text.startIndex
        while let call = text.firstBytes(of: "useState", from: from) {
            from = call.upperBound
            let argument = text[call.upperBound...].prefix(20)
            guard
                argument.hasPrefix("<number>(")
                    || argument.first == "(" && argument.dropFirst().first?.isNumber == true,
                text.has("] = ", before: call.lowerBound),
                let open = text[..<call.lowerBound].suffix(100).lastIndex(of: "[")
            else { continue }
            let name = text[text.index(after: open)...].prefix(while: ScriptDeclarations.isIdentifier)
            if !name.isEmpty { numbers.insert(String(name)) }
        }
        // Vue's: `const count = ref(0)`, and the keys `data()` returns with a number
        // (`data() { return { lastBlockId: 0 } }`).
        from = text.startIndex
        while let call = text.firstBytes(of: " = ref(", from: from) {
            from = call.upperBound
            let start = text.start(ofRunBefore: call.lowerBound, within: 100, where: ScriptDeclarations.isIdentifier)
            if text[call.upperBound...].first?.isNumber == true, start < call.lowerBound {
                numbers.insert(String(text[start..<call.lowerBound]))
            }
        }
        if let data = text.firstBytes(of: "data()", from: text.startIndex),
            let object = text[data.upperBound...].prefix(200).firstBytes(of: "return {")
        {
            var budget = 2 * text.utf8.count
            for entry in ReactNativeScanner.entries(text, from: object.upperBound, budget: &budget) {
                if let (key, value) = ScriptDeclarations.keyed(entry), Double(value.trimmed()) != nil {
                    numbers.insert(key)
                }
            }
        }
        return (numbers, strings)
    }

    /// JSX text as shown: a run of white space with a line break in it is one space (H: JSX
    /// trims lines), and the common entities are their characters.
    static func jsxText(_ text: Substring) -> String {
        var shown = ""
        var space = ""
        for character in text {
            if character.isBlank {
                space.append(character)
                continue
            }
            if !space.isEmpty {
                shown += space.contains(where: \.isNewline) ? " " : space
                space = ""
            }
            shown.append(character)
        }
        shown += space.contains(where: \.isNewline) ? "" : space
        for (entity, character) in [
            ("&nbsp;", "\u{A0}"), ("&apos;", "'"), ("&quot;", "\""), ("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&"),
        ] where shown.containsBytes(entity) {
            shown = shown.replacingBytes(entity, with: character)
        }
        return shown
    }

    /// The texts an expression shows, the first being what it shows first; nil where not known.
    static func expression(_ written: Substring, names: Names, depth: Int) -> [String]? {
        let expression = Substring(written.trimmed())
        guard depth < 8, expression.utf8.count <= 2_000 else { return nil }
        if expression.isEmpty { return [""] }
        if let (_, yes, no) = condition(expression) {
            guard let shownYes = self.expression(yes, names: names, depth: depth + 1),
                let shownNo = self.expression(no, names: names, depth: depth + 1)
            else { return nil }
            return shownYes + shownNo
        }
        for operators in [["||", "??"], ["&&"]] {
            let operands = split(expression, at: operators)
            guard operands.count > 1 else { continue }
            // `shown && 'Text'`: what is left of the last `&&` decides, the last operand shows.
            let shown = operators == ["&&"] ? [operands[operands.count - 1]] : operands
            var texts: [String] = []
            for operand in shown {
                guard let each = self.expression(operand, names: names, depth: depth + 1) else { return nil }
                texts += each
            }
            return texts
        }
        if expression.first == "(",
            closing(expression, from: expression.startIndex) == expression.index(before: expression.endIndex)
        {
            return self.expression(expression.dropFirst().dropLast(), names: names, depth: depth + 1)
        }
        if let quote = expression.first, quote == "'" || quote == "\"", expression.count >= 2, expression.last == quote
        {
            return literal(expression.dropFirst().dropLast(), quote: quote).map { [$0] }
        }
        if expression.first == "`", expression.last == "`", expression.count >= 2 {
            return template(expression.dropFirst().dropLast(), names: names, depth: depth)
        }
        // A number in the user's locale: its digits and any locale's separators (U: which locale).
        if expression.hasSuffix(".toLocaleString()"),
            isNumber(expression.dropLast(".toLocaleString()".count), numbers: names.numbers)
        {
            return ["0123456789\u{A0}\u{202F}.,-"]
        }
        // A name whose texts are known (a list's field, a prop its callers give).
        if let texts = names.texts[expression.replacingBytes("?.", with: ".")] {
            return texts.isEmpty ? [""] : texts
        }
        return isNumber(expression, numbers: names.numbers) ? [digits] : nil
    }

    /// A string literal's text, its escapes read (`\'`, `\n`); nil where it holds another
    /// escape (`\u00e9`) or its own quote unescaped (`'a' + 'b'`).
    static func literal(_ inner: Substring, quote: Character) -> String? {
        var text = ""
        var escaped = false
        for character in inner {
            if escaped {
                switch character {
                case "n": text.append("\n")
                case "t": text.append(" ")
                case "'", "\"", "`", "\\": text.append(character)
                default: return nil
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == quote {
                return nil
            } else {
                text.append(character)
            }
        }
        return escaped ? nil : text
    }

    /// Whether an expression shows a number: a literal, a `.length`, a `.toFixed(...)`, a
    /// `Math.` call, a name the file declares a number (`numbers`: `percentage: number`,
    /// `useState(0)`), or sums and differences of these.
    static func isNumber(_ expression: Substring, numbers: Set<String>) -> Bool {
        if Double(expression) != nil { return true }
        let path = expression.prefix { $0.isLetter || $0.isNumber || "_$.?".contains($0) }
        if path.count == expression.count,
            path.hasSuffix(".length")
                || numbers.contains(String((path.split(separator: ".").last ?? "").trimmed(where: { $0 == "?" })))
        {
            return true
        }
        let terms = split(expression, at: ["+", "-", "*", "/"])
        if terms.count > 1 {
            return terms.allSatisfy { isNumber(Substring($0.trimmed()), numbers: numbers) }
        }
        if path.hasPrefix("Math."), expression.dropFirst(path.count).first == "(", expression.last == ")" {
            return true
        }
        guard expression.last == ")", expression.containsBytes(".toFixed("),
            let call = expression.range(of: ".toFixed(", options: .backwards)
        else {
            return false
        }
        return expression[call.upperBound...].dropLast().allSatisfy(\.isNumber)
            && expression[..<call.lowerBound].allSatisfy { $0.isLetter || $0.isNumber || "_$.?".contains($0) }
    }

    /// A template literal's texts: its text with each `${...}`'s texts.
    static func template(_ inner: Substring, names: Names, depth: Int) -> [String]? {
        var first = ""
        var others: [String] = []
        var index = inner.startIndex
        while let open = inner[index...].firstBytes(of: "${") {
            guard let text = literal(inner[index..<open.lowerBound], quote: "`") else { return nil }
            first += text
            guard let close = closing(inner, from: inner.index(before: open.upperBound)),
                let shown = expression(inner[open.upperBound..<close], names: names, depth: depth + 1)
            else { return nil }
            first += shown.first ?? ""
            others += shown.dropFirst()
            index = inner.index(after: close)
        }
        guard let rest = literal(inner[index...], quote: "`") else { return nil }
        return [first + rest] + others
    }

    /// The condition, then and else of `a ? b : c` at the expression's own level (not `?.` or `??`).
    static func condition(_ expression: Substring) -> (Substring, Substring, Substring)? {
        guard expression.utf8.contains(UInt8(ascii: "?")) else { return nil }  // no walk where none can be
        var question: String.Index?
        var pending = 0
        var found: (Substring, Substring, Substring)?
        walk(expression) { index in
            let character = expression[index]
            let next = expression.index(after: index)
            let following = next < expression.endIndex ? expression[next] : " "
            if character == "?" {
                let previous = index > expression.startIndex ? expression[expression.index(before: index)] : " "
                guard following != "?", following != ".", previous != "?" else { return true }
                if question == nil { question = index }
                pending += 1
            } else if character == ":", let start = question {
                pending -= 1
                if pending == 0 {
                    found = (
                        expression[..<start], expression[expression.index(after: start)..<index],
                        expression[next...]
                    )
                    return false
                }
            }
            return true
        }
        return found
    }

    /// The operands of `expression` between the given operators at its own level.
    static func split(_ expression: Substring, at operators: [String]) -> [Substring] {
        guard operators.contains(where: expression.containsBytes) else { return [expression] }
        var operands: [Substring] = []
        var start = expression.startIndex
        var skip: String.Index?
        walk(expression) { index in
            if let skipped = skip, index < skipped { return true }
            for written in operators where expression[index...].hasPrefix(written) {
                operands.append(expression[start..<index])
                start = expression.index(index, offsetBy: written.count)
                skip = start
                break
            }
            return true
        }
        operands.append(expression[start...])
        return operands
    }

    /// Calls `visit` with each index at the expression's own level (outside strings and brackets,
    /// brackets not visited) until it returns false.
    static func walk(_ expression: Substring, _ visit: (String.Index) -> Bool) {
        expression.eachOutsideStrings { index, depth in
            depth != 0 || "()[]{}".contains(expression[index]) || visit(index)
        }
    }

    /// The index of the bracket that closes the one at `open` (strings, their escapes read, kept
    /// whole), read over the UTF-8 bytes within `limit` of them; nil where it does not close.
    static func closing(_ text: Substring, from open: String.Index, within limit: Int = .max) -> String.Index? {
        var read = 0
        return scan(text, from: open, within: limit, read: &read) { byte, depth in
            depth == 0 && (byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}"))
        }
    }

    /// Walks the UTF-8 bytes from `start`, strings (their escapes read) kept whole, brackets
    /// counted, until `stop` says so of a byte outside strings and the depth after it: the index
    /// it stopped at, nil where it did not within `limit` bytes (counted in `read`).
    static func scan(
        _ text: Substring, from start: String.Index, within limit: Int, read: inout Int,
        stop: (UInt8, Int) -> Bool
    ) -> String.Index? {
        let bytes = text.utf8
        var depth = 0
        var quote: UInt8?
        var index = start
        var walked = 0
        defer { read += walked }
        while index < bytes.endIndex, walked < limit {
            let byte = bytes[index]
            walked += 1
            if let open = quote {
                if byte == UInt8(ascii: "\\") {
                    index = bytes.index(after: index)
                    guard index < bytes.endIndex else { return nil }
                } else if byte == open {
                    quote = nil
                }
            } else if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "`") {
                quote = byte
            } else {
                if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                    depth += 1
                } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                    depth -= 1
                }
                if stop(byte, depth) { return index }
            }
            index = bytes.index(after: index)
        }
        return nil
    }
}
