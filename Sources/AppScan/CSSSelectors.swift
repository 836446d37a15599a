import Foundation

/// A CSS selector as a document's elements match it (H: Selectors Level 4): type, universal, id,
/// class and attribute selectors (`[lang]`, `=`, `~=`, `|=`, `^=`, `$=`, `*=`, the `i` flag), the
/// descendant, child (`>`), next-sibling (`+`) and later-sibling (`~`) combinators, `:root`,
/// `:first-child`, `:last-child`, `:only-child`, `:first-of-type`, `:nth-child()`,
/// `:nth-of-type()`, `:link`, `:is()`, `:where()`, `:not()`. A state (`:hover`, `:focus`,
/// `:checked`...) or a pseudo-element (`::before`, `::first-line`) matches no element as the page
/// first draws it: such a rule styles what inkbox does not check (U, named in docs/scan.md).
/// Specificity as the cascade weighs it.
struct CSSSelector: Sendable {
    enum Combinator: Sendable { case descendant, child, nextSibling, laterSibling }

    indirect enum Condition: Sendable {
        case id(String)
        case className(String)
        case attribute(name: String, operation: Character?, value: String, caseless: Bool)
        case root, firstChild, lastChild, firstOfType, link
        /// `:nth-child(an+b)` and `:nth-of-type(an+b)`.
        case nth(a: Int, b: Int, ofType: Bool)
        case isAny([CSSSelector])
        case not([CSSSelector])
        /// A state or a pseudo-element: no element at rest.
        case never
    }

    struct Compound: Sendable {
        var tag: String?
        var conditions: [Condition] = []
    }

    /// Left to right; `combinators[i]` stands between `compounds[i]` and `compounds[i + 1]`.
    var compounds: [Compound]
    var combinators: [Combinator]
    /// (ids, classes, types) packed as ids * 1,000,000 + classes * 1,000 + types.
    var specificity: Int

    /// The key of the rightmost compound a browser buckets rules by: `#id`, `.class`, a tag, or `*`.
    var key: String {
        guard let last = compounds.last else { return "*" }
        for condition in last.conditions {
            if case .id(let id) = condition { return "#" + id }
        }
        for condition in last.conditions {
            if case .className(let name) = condition { return "." + name }
        }
        return last.tag ?? "*"
    }

    // MARK: Parsing

    /// The selectors of a list (`h1, .title > span`); nil where any is not one this reads (a
    /// namespace, an unbalanced bracket), so the rule keeps its reading without a document.
    static func list(_ text: Substring) -> [CSSSelector]? {
        var parser = Parser(characters: Array(text))
        let list = parser.list(depth: 0)
        return parser.failed || parser.index < parser.characters.count ? nil : list
    }

    private struct Parser {
        static let compoundLimit = 256
        let characters: [Character]
        var index = 0
        var failed = false

        var current: Character? { index < characters.count ? characters[index] : nil }

        mutating func skipSpace() -> Bool {
            let start = index
            while let character = current, character.isWhitespace { index += 1 }
            return index > start
        }

        mutating func list(depth: Int) -> [CSSSelector] {
            var selectors: [CSSSelector] = []
            repeat {
                _ = skipSpace()
                guard let selector = complex(depth: depth) else {
                    failed = true
                    return []
                }
                selectors.append(selector)
                _ = skipSpace()
                guard current == "," else { break }
                index += 1
            } while !failed
            return selectors
        }

        mutating func complex(depth: Int) -> CSSSelector? {
            var compounds: [Compound] = []
            var combinators: [Combinator] = []
            while !failed {
                // Matching recurses a compound at a time: a selector longer than any sheet's is not read.
                guard compounds.count < Self.compoundLimit, let compound = compound(depth: depth) else { return nil }
                compounds.append(compound)
                let spaced = skipSpace()
                let combinator: Combinator
                switch current {
                case ">": combinator = .child
                case "+": combinator = .nextSibling
                case "~": combinator = .laterSibling
                case nil, ",", ")": return CSSSelector(compounds: compounds, combinators: combinators)
                default:
                    guard spaced else { return nil }
                    combinators.append(.descendant)
                    continue
                }
                index += 1
                _ = skipSpace()
                combinators.append(combinator)
            }
            return nil
        }

        mutating func compound(depth: Int) -> Compound? {
            var compound = Compound()
            var universal = false
            if current == "*" {
                universal = true
                index += 1
            } else if let name = identifier() {
                compound.tag = name.lowercased()
            }
            func read() -> Compound? {
                universal || compound.tag != nil || !compound.conditions.isEmpty ? compound : nil
            }
            while let character = current, !failed {
                switch character {
                case "#":
                    index += 1
                    guard let name = identifier() else { return nil }
                    compound.conditions.append(.id(name))
                case ".":
                    index += 1
                    guard let name = identifier() else { return nil }
                    compound.conditions.append(.className(name))
                case "[":
                    index += 1
                    guard let condition = attribute() else { return nil }
                    compound.conditions.append(condition)
                case ":":
                    index += 1
                    let element = current == ":"
                    if element { index += 1 }
                    guard let name = identifier()?.lowercased() else { return nil }
                    var argument: [CSSSelector]?
                    var raw = ""
                    if current == "(" {
                        index += 1
                        let start = index
                        if ["is", "where", "not", "matches", "any", "-webkit-any", "global", "deep"].contains(name),
                            depth < 8
                        {
                            argument = list(depth: depth + 1)
                        } else {
                            var level = 1
                            while let next = current, level > 0 {
                                level += next == "(" ? 1 : next == ")" ? -1 : 0
                                if level > 0 { index += 1 }
                            }
                        }
                        raw = String(characters[start..<min(index, characters.count)])
                        guard current == ")" else { return nil }
                        index += 1
                    }
                    compound.conditions += element ? [.never] : Self.pseudoClass(name, argument: argument, raw: raw)
                default:
                    return read()
                }
            }
            return failed ? nil : read()
        }

        /// A pseudo-class's conditions: a state, a legacy pseudo-element (`:before`) or one not
        /// read (`:has()`, `:lang()`) is `never`. Vue's `:deep()` and CSS modules' `:global()`
        /// are their argument.
        static func pseudoClass(_ name: String, argument: [CSSSelector]?, raw: String) -> [Condition] {
            switch name {
            case "root": return [.root]
            case "first-child": return [.firstChild]
            case "last-child": return [.lastChild]
            case "only-child": return [.firstChild, .lastChild]
            case "first-of-type": return [.firstOfType]
            case "link", "any-link": return [.link]
            case "nth-child", "nth-of-type":
                guard let (a, b) = nth(raw) else { return [.never] }
                return [.nth(a: a, b: b, ofType: name == "nth-of-type")]
            case "is", "matches", "any", "-webkit-any", "global", "deep": return [.isAny(argument ?? [])]
            case "where": return [.isAny((argument ?? []).map { $0.withoutSpecificity })]
            case "not": return [.not(argument ?? [])]
            default: return [.never]
            }
        }

        /// `an+b`, `odd`, `even`, a number; nil for anything else (`of S`).
        static func nth(_ raw: String) -> (Int, Int)? {
            let text = raw.lowercased().filter { !$0.isWhitespace }
            if text == "odd" { return (2, 1) }
            if text == "even" { return (2, 0) }
            if let b = Int(text) { return (0, b) }
            guard let n = text.firstIndex(of: "n") else { return nil }
            let head = text[..<n]
            let a = head.isEmpty || head == "+" ? 1 : head == "-" ? -1 : Int(head)
            let tail = text[text.index(after: n)...]
            let b = tail.isEmpty ? 0 : Int(tail.hasPrefix("+") ? tail.dropFirst() : tail)
            guard let a, let b, abs(a) < 100_000, abs(b) < 100_000 else { return nil }
            return (a, b)
        }

        mutating func attribute() -> Condition? {
            _ = skipSpace()
            guard let name = identifier()?.lowercased() else { return nil }
            _ = skipSpace()
            var operation: Character?
            var value = ""
            if let character = current, "~|^$*".contains(character) {
                operation = character
                index += 1
            }
            if current == "=" {
                index += 1
                operation = operation ?? "="
                _ = skipSpace()
                if let quote = current, quote == "\"" || quote == "'" {
                    index += 1
                    let start = index
                    while let character = current, character != quote { index += 1 }
                    guard current == quote else { return nil }
                    value = String(characters[start..<index])
                    index += 1
                } else {
                    guard let word = identifier() else { return nil }
                    value = word
                }
            } else if operation != nil {
                return nil
            }
            _ = skipSpace()
            var caseless = false
            if let flag = current, flag == "i" || flag == "I" || flag == "s" || flag == "S" {
                caseless = flag == "i" || flag == "I"
                index += 1
                _ = skipSpace()
            }
            guard current == "]" else { return nil }
            index += 1
            return .attribute(name: name, operation: operation, value: value, caseless: caseless)
        }

        /// A CSS identifier with its escapes (`md\:text-xl` is `md:text-xl`).
        mutating func identifier() -> String? {
            var name = ""
            while let character = current {
                if character == "\\", index + 1 < characters.count {
                    name.append(characters[index + 1])
                    index += 2
                } else if character.isLetter || character.isNumber || character == "-" || character == "_"
                    || !character.isASCII
                {
                    name.append(character)
                    index += 1
                } else {
                    break
                }
            }
            return name.isEmpty ? nil : name
        }
    }

    init(compounds: [Compound], combinators: [Combinator]) {
        self.compounds = compounds
        self.combinators = combinators
        specificity = compounds.reduce(0) { $0 + Self.specificity(of: $1) }
    }

    /// `:where()`'s: it adds nothing to the specificity of the selector it stands in.
    var withoutSpecificity: CSSSelector {
        var selector = self
        selector.specificity = 0
        return selector
    }

    private static func specificity(of compound: Compound) -> Int {
        var total = compound.tag == nil ? 0 : 1
        for condition in compound.conditions {
            switch condition {
            case .id: total += 1_000_000
            case .isAny(let list), .not(let list): total += list.map(\.specificity).max() ?? 0
            case .never: total += 1
            default: total += 1_000
            }
        }
        return total
    }

    // MARK: Matching

    /// Whether the element matches, each compound test taken from `budget` (a selector of many
    /// descendant combinators on a deep tree costs what it tests, and stops at zero: no match).
    func matches(_ element: Int, in markup: HTMLMarkup, budget: inout Int) -> Bool {
        matches(element, compound: compounds.count - 1, in: markup, budget: &budget)
    }

    private func matches(_ element: Int, compound position: Int, in markup: HTMLMarkup, budget: inout Int) -> Bool {
        budget -= 1
        guard budget > 0, Self.matches(compounds[position], element, in: markup, budget: &budget) else { return false }
        guard position > 0 else { return true }
        let elements = markup.elements
        switch combinators[position - 1] {
        case .child:
            return elements[element].parent.map { matches($0, compound: position - 1, in: markup, budget: &budget) }
                ?? false
        case .nextSibling:
            return elements[element].previous.map { matches($0, compound: position - 1, in: markup, budget: &budget) }
                ?? false
        case .descendant, .laterSibling:
            let sibling = combinators[position - 1] == .laterSibling
            var next = sibling ? elements[element].previous : elements[element].parent
            while let candidate = next, budget > 0 {
                if matches(candidate, compound: position - 1, in: markup, budget: &budget) { return true }
                next = sibling ? elements[candidate].previous : elements[candidate].parent
            }
            return false
        }
    }

    private static func matches(_ compound: Compound, _ index: Int, in markup: HTMLMarkup, budget: inout Int) -> Bool {
        let element = markup.elements[index]
        if let tag = compound.tag, tag != element.tag { return false }
        for condition in compound.conditions {
            switch condition {
            case .id(let id): if element.id != id { return false }
            case .className(let name): if !element.classes.contains(where: { $0 == name }) { return false }
            case .attribute(let name, let operation, let value, let caseless):
                guard let actual = element.attributes[name] else { return false }
                if let operation, !attributeMatches(actual, operation, value, caseless: caseless) { return false }
            case .root: if element.parent != nil || element.tag != "html" { return false }
            case .firstChild: if element.previous != nil { return false }
            case .lastChild: if !element.isLast { return false }
            case .firstOfType, .nth:
                var position = 1
                var previous = element.previous
                let ofType: Bool
                if case .nth(_, _, let type) = condition { ofType = type } else { ofType = true }
                while let sibling = previous, budget > 0 {
                    budget -= 1
                    if !ofType || markup.elements[sibling].tag == element.tag { position += 1 }
                    previous = markup.elements[sibling].previous
                }
                if case .nth(let a, let b, _) = condition {
                    // position = a * n + b for some n >= 0.
                    let offset = position - b
                    if a == 0 ? offset != 0 : (offset % a != 0 || offset / a < 0) { return false }
                } else if position != 1 {
                    return false
                }
            case .link:
                if !["a", "area"].contains(element.tag) || element.attributes["href"] == nil { return false }
            case .isAny(let list):
                if !list.contains(where: { $0.matches(index, in: markup, budget: &budget) }) { return false }
            case .not(let list):
                if list.contains(where: { $0.matches(index, in: markup, budget: &budget) }) { return false }
            case .never: return false
            }
        }
        return true
    }

    private static func attributeMatches(_ actual: String, _ operation: Character, _ value: String, caseless: Bool)
        -> Bool
    {
        let actual = caseless ? actual.lowercased() : actual
        let value = caseless ? value.lowercased() : value
        switch operation {
        case "=": return actual == value
        case "~": return actual.split(whereSeparator: \.isBlank).contains { $0 == value }
        case "|": return actual == value || actual.hasPrefix(value + "-")
        case "^": return !value.isEmpty && actual.hasPrefix(value)
        case "$": return !value.isEmpty && actual.hasSuffix(value)
        case "*": return !value.isEmpty && actual.contains(value)
        default: return false
        }
    }
}
