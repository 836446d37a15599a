/// The texts a React Native file's names stand for where its source gives them all: the fields of
/// a literal list under a `.map(...)` callback (`TABS.map(tab => <Text>{tab.label}</Text>)`,
/// `rows.map(({ digit }) => ...)`), and the props a component's callers pass
/// (`<DialpadButton digit={digit} />`, `<SettingRow title="Notifications" />`). Read over the
/// code as written (comments blank); each read costs what the file's size warrants.
enum JSXNames {
    /// A list's texts by field (`label` of `[{ label: 'Home' }, ...]`; "" for a list of strings),
    /// nil where an item gives the field something else than text.
    typealias Fields = [String: [String]?]

    /// What one caller passes a component, by prop; nil where it spreads an object
    /// (`{...item}`), whose props are not known.
    typealias Passed = [String: Prop]?

    /// What a caller passes a prop: a string, or an expression read (`JSXTexts`) with the names
    /// bound where it is written once a component is known to show it.
    enum Prop: Sendable {
        case text(String)
        case expression(String, names: [String: [String]])
        case other
    }

    /// A `.map(...)` callback's span and the names it binds.
    typealias Scope = (range: Range<String.Index>, names: [String: [String]])

    /// A component a file declares (`const Row = ({ title }) =>`, `function Row(props)`): where it
    /// starts and the props it takes by name (destructured, or read as `props.title`).
    struct Component: Sendable, Equatable {
        var name: String
        var start: String.Index
        var props: Set<String>
    }

    /// What a file of JSX binds: its `.map` callbacks' names and its components.
    struct FileNames {
        var scopes: [Scope] = []
        var components: [Component] = []

        /// The names bound at an element and the component it is in.
        func at(_ index: String.Index) -> (names: [String: [String]], component: Component?) {
            (JSXNames.names(at: index, in: scopes), components.last { $0.start < index })
        }
    }

    /// Reads a file of JSX (comments blank) within `budget`.
    static func read(_ text: String, budget: inout Int) -> FileNames {
        var names = FileNames(components: components(text))
        guard text.containsBytes(".map(") else { return names }
        names.scopes = scopes(text, lists: lists(text, budget: &budget), budget: &budget)
        return names
    }

    /// The literal lists a file declares (`const TABS = [...]`, `export const ITEMS: Item[] = [...]`)
    /// and their fields, items of nested lists included (`[[{ digit: '1' }, ...], ...]`).
    static func lists(_ text: String, budget: inout Int) -> [String: Fields] {
        var lists: [String: Fields] = [:]
        var from = text.startIndex
        while budget > 0, lists.count < 256, let equals = text.firstBytes(of: "= [", from: from) {
            from = equals.upperBound
            budget -= 200  // the line read before it
            guard let name = declared(before: equals.lowerBound, in: text) else { continue }
            var fields: Fields = [:]
            collect(text, from: text.index(before: equals.upperBound), into: &fields, depth: 0, budget: &budget)
            lists[name] = fields
        }
        // A literal list a JSX expression maps where it stands (`{[{ value: '50,000+' }, ...].map(stat
        // => ...)}`), named by where it closes (`inPlace`).
        var cursor = text.startIndex
        while budget > 0, lists.count < 256, let brace = text.firstBytes(of: "{[", from: cursor) {
            cursor = brace.upperBound
            let open = text.index(before: brace.upperBound)
            let close = JSXTexts.closing(text[...], from: open, within: max(0, budget))
            budget -= text.utf8.distance(from: open, to: close ?? text.endIndex)
            guard let close, text[text.index(after: close)...].hasPrefix(".map(") else { continue }
            var fields: Fields = [:]
            collect(text, from: open, into: &fields, depth: 0, budget: &budget)
            lists[inPlace(close, in: text)] = fields
        }
        // A list filtered, sliced or sorted holds some of the same items (`const shown =
        // SAHABA.filter(...)`), in order of the file.
        for call in derivations(in: text, budget: &budget) where lists.count < 256 {
            let start = text.start(ofRunBefore: call.lowerBound, within: 100, where: ScriptDeclarations.isIdentifier)
            let before = text[..<start].reversed().drop { $0 == " " || $0 == "\t" }
            guard let fields = lists[String(text[start..<call.lowerBound])], before.first == "=",
                let name = declared(before: before.index(after: before.startIndex).base, in: text)
            else { continue }
            lists[name] = lists[name] ?? fields
        }
        return lists
    }

    /// The name of a list literal mapped where it stands, by the offset of its `]`: no identifier.
    private static func inPlace(_ close: String.Index, in text: String) -> String {
        "[]" + String(text.utf8.distance(from: text.startIndex, to: close))
    }

    /// Each `.filter(`, `.slice(`, `.sort(` and `.toSorted(` in the file, in order (at most 1,000,
    /// each costing the line read before it).
    private static func derivations(in text: String, budget: inout Int) -> [Range<String.Index>] {
        var found: [Range<String.Index>] = []
        for method in [".filter(", ".slice(", ".sort(", ".toSorted("] {
            var from = text.startIndex
            while budget > 0, found.count < 1_000, let call = text.firstBytes(of: method, from: from) {
                from = call.upperBound
                budget -= 200
                found.append(call)
            }
        }
        return found.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// The name a declaration on the line before `equals` gives (`const NAME` or `const NAME:
    /// Type[]`), where the line holds no other `=`.
    private static func declared(before equals: String.Index, in text: String) -> String? {
        let line =
            text[..<equals].suffix(200).split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
        guard let declaration = ["const ", "let ", "var "].lazy.compactMap({ line.firstBytes(of: $0) }).first else {
            return nil
        }
        let name = line[declaration.upperBound...].prefix(while: ScriptDeclarations.isIdentifier)
        guard !name.isEmpty, line[declaration.upperBound...].dropFirst(name.count).allSatisfy({ $0 != "=" }) else {
            return nil
        }
        return String(name)
    }

    /// Adds the items of the list whose `[` is at `open` to `fields`.
    private static func collect(
        _ text: String, from open: String.Index, into fields: inout Fields, depth: Int, budget: inout Int
    ) {
        let items = ReactNativeScanner.entries(text, from: text.index(after: open), closing: "]", budget: &budget)
        for item in items.prefix(1_000) {
            let value = item.drop(while: \.isBlank)
            if value.first == "[", depth < 4 {
                collect(text, from: value.startIndex, into: &fields, depth: depth + 1, budget: &budget)
            } else if value.first == "{" {
                let entries = ReactNativeScanner.entries(
                    text, from: text.index(after: value.startIndex), budget: &budget)
                for entry in entries {
                    guard let (key, written) = ScriptDeclarations.keyed(entry) else { continue }
                    add(texts(written), to: &fields, key)
                }
            } else {
                add(texts(value), to: &fields, "")
            }
        }
    }

    private static func add(_ texts: [String]?, to fields: inout Fields, _ key: String) {
        if let known = fields[key], let known, let texts {
            fields[key] = known + texts
        } else if fields[key] == nil {
            fields[key] = .some(texts)
        } else {
            fields[key] = .some(nil)
        }
    }

    /// Texts as a name shows them: the first that is not empty first, then each that adds
    /// characters the ones before do not hold (what is checked is their characters).
    static func compact(_ texts: [String]) -> [String] {
        var kept: [String] = []
        var characters: Set<Character> = []
        for text in texts where !text.isEmpty && (kept.isEmpty || !text.allSatisfy(characters.contains)) {
            kept.append(text)
            characters.formUnion(text)
        }
        return kept.isEmpty ? [""] : kept
    }

    /// A literal value's texts (a string, a template of literals, a number); nil otherwise.
    static func texts(_ value: Substring, names: [String: [String]] = [:]) -> [String]? {
        JSXTexts.expression(value, names: JSXTexts.Names(texts: names), depth: 0)
    }

    /// The `.map(...)` callbacks over the file's literal lists, each with the names it binds: a
    /// parameter's fields (`tab.label`), a destructured field (`{ digit }`), a list of strings'
    /// item (`label`). A callback over an item of such a list (`row.map(...)` inside
    /// `KEYS.map(row => ...)`) binds the same list's fields (U: nested lists hold like items).
    static func scopes(_ text: String, lists: [String: Fields], budget: inout Int)
        -> [Scope]
    {
        guard !lists.isEmpty else { return [] }
        var scopes: [(range: Range<String.Index>, names: [String: [String]], list: String)] = []
        var from = text.startIndex
        while budget > 0, scopes.count < 256, let call = text.firstBytes(of: ".map(", from: from) {
            from = call.upperBound
            budget -= 100  // the receiver read before it
            let named = String(
                text[
                    text.start(
                        ofRunBefore: call.lowerBound, within: 100, where: ScriptDeclarations.isIdentifier)..<call
                        .lowerBound])
            let before = call.lowerBound > text.startIndex ? text.index(before: call.lowerBound) : call.lowerBound
            let receiver = named.isEmpty && text[before] == "]" ? inPlace(before, in: text) : named
            // The list: the receiver's own, or the one a callback around it binds the receiver to.
            let outer = scopes.last { $0.range.contains(call.lowerBound) && $0.names[receiver + ".*"] != nil }
            guard let list = lists[receiver] != nil ? receiver : outer?.list, let fields = lists[list] else {
                continue
            }
            let open = text.index(before: call.upperBound)
            let close = JSXTexts.closing(text[...], from: open)
            budget -= text.utf8.distance(from: open, to: close ?? text.endIndex)
            guard let close else { continue }
            let callback = text[call.upperBound..<close].drop(while: \.isBlank)
            var names: [String: [String]] = [:]
            for (parameter, destructured) in parameters(callback) {
                if destructured {
                    if let texts = fields[parameter], let texts { names[parameter] = compact(texts) }
                    continue
                }
                names[parameter + ".*"] = []
                if let texts = fields[""], let texts { names[parameter] = compact(texts) }
                for case (let key, let texts?) in fields where !key.isEmpty {
                    names[parameter + "." + key] = compact(texts)
                }
            }
            scopes.append((open..<close, names, list))
        }
        return scopes.map { ($0.range, $0.names) }
    }

    /// A callback's first parameter: `item =>`, `(item, index) =>`, `({ digit, letters }) =>`,
    /// each name with whether it is destructured.
    static func parameters(_ callback: Substring) -> [(String, Bool)] {
        if callback.first == "(" {
            let inner = callback.dropFirst().drop(while: \.isBlank)
            if inner.first == "{", let close = inner.firstIndex(of: "}") {
                return inner[inner.index(after: inner.startIndex)..<close].split(separator: ",").compactMap {
                    // `{ label: title }` binds `title`; a default (`= ''`) is kept out.
                    let name = ($0.split(separator: ":").last ?? $0).prefix { $0 != "=" }.trimmed()
                    return name.allSatisfy(ScriptDeclarations.isIdentifier) && !name.isEmpty ? (name, true) : nil
                }
            }
            let name = inner.prefix(while: ScriptDeclarations.isIdentifier)
            return name.isEmpty ? [] : [(String(name), false)]
        }
        let name = callback.prefix(while: ScriptDeclarations.isIdentifier)
        return name.isEmpty || !callback.dropFirst(name.count).drop(while: \.isBlank).hasPrefix("=>")
            ? [] : [(String(name), false)]
    }

    /// The names bound where `index` is: those of every callback around it, inner over outer.
    static func names(at index: String.Index, in scopes: [Scope])
        -> [String: [String]]
    {
        var names: [String: [String]] = [:]
        for scope in scopes where scope.range.contains(index) {
            names.merge(scope.names.filter { !$0.key.hasSuffix(".*") }) { _, inner in inner }
        }
        return names
    }

    /// The components a file declares, in order: `const Row = ({ title, subtitle }) =>`,
    /// `function Row({ title })`, `export default function Row(props)` with `props.title` or
    /// `const { title } = props` in it. A name starting with a capital is a component (H: JSX
    /// treats a lower-case tag as a host element).
    static func components(_ text: String) -> [Component] {
        var found: [Component] = []
        for marker in ["function ", "const "] {
            var from = text.startIndex
            while found.count < 256, let keyword = text.firstBytes(of: marker, from: from) {
                from = keyword.upperBound
                guard
                    keyword.lowerBound == text.startIndex
                        || !ScriptDeclarations.isIdentifier(text[text.index(before: keyword.lowerBound)])
                else { continue }
                let name = text[keyword.upperBound...].prefix(while: ScriptDeclarations.isIdentifier)
                guard let first = name.first, first.isUppercase, name.contains(where: \.isLowercase) else { continue }
                var rest = text[name.endIndex...].drop(while: \.isBlank)
                if marker == "const " {
                    // `= (`, `= ({`, `: React.FC<Props> = (`, `= React.memo((`.
                    guard let equals = rest.prefix(200).firstIndex(of: "=") else { continue }
                    rest = rest[rest.index(after: equals)...].drop(while: \.isBlank)
                    for wrapper in ["React.memo(", "memo(", "forwardRef(", "React.forwardRef("]
                    where rest.hasPrefix(wrapper) {
                        rest = rest.dropFirst(wrapper.count).drop(while: \.isBlank)
                    }
                    if rest.hasPrefix("async ") { rest = rest.dropFirst(6) }
                }
                guard rest.first == "(", let close = JSXTexts.closing(text[...], from: rest.startIndex, within: 2_000)
                else {
                    continue
                }
                let parameters = rest[rest.index(after: rest.startIndex)..<close].drop(while: \.isBlank)
                var props: Set<String> = []
                if parameters.first == "{", let end = JSXTexts.closing(parameters, from: parameters.startIndex) {
                    for (name, _) in self.parameters("(" + parameters[...end]) { props.insert(name) }
                } else {
                    let name = parameters.prefix(while: ScriptDeclarations.isIdentifier)
                    if !name.isEmpty {
                        props.insert(String(name) + ".")
                        // `const { title, subtitle } = props;` in its first lines.
                        let body = text[close...].prefix(3_000)
                        if let destructuring = body.firstBytes(of: "} = \(name)"),
                            let open = body[..<destructuring.lowerBound].lastIndex(of: "{")
                        {
                            for (name, _) in self.parameters("(" + body[open...destructuring.lowerBound]) {
                                props.insert(name)
                            }
                        }
                    }
                }
                found.append(Component(name: String(name), start: keyword.lowerBound, props: props))
            }
        }
        return found.sorted { $0.start < $1.start }
    }

    /// The elements of a file that call a project component (`<Row title="x" />`), each with what
    /// it passes: a string, or an expression with the names bound there.
    static func callers(_ text: String, scopes: [Scope], budget: inout Int) -> [(component: String, passed: Passed)] {
        var callers: [(component: String, passed: Passed)] = []
        var from = text.startIndex
        while budget > 0, callers.count < 4_096, let open = text.firstBytes(of: "<", from: from) {
            from = open.upperBound
            // A first look at the byte after `<`: most are not a capital (`a < b`, `</`, `<div`).
            guard let next = text.utf8[open.upperBound...].first, next >= 0x80 || (0x41...0x5A).contains(next)
            else { continue }
            let name = text[open.upperBound...].prefix(while: ScriptDeclarations.isIdentifier)
            guard let first = name.first, first.isUppercase, name != "Text", name.count < 100 else { continue }
            var passed: [String: Prop] = [:]
            var spread = false
            var index = name.endIndex
            var read = 0
            defer { budget -= read }
            // The bracket or quote that closes the one at `index`, its distance read.
            func close(_ found: String.Index?) -> String.Index? {
                read += text.utf8.distance(from: index, to: found ?? text.endIndex)
                return found
            }
            attributes: while index < text.endIndex, read < 4_000 {
                read += 1
                let character = text[index]
                if character == ">" || character == "<" { break }
                if character == "{" {
                    // `{...item}`: a spread.
                    spread = true
                    guard let end = close(JSXTexts.closing(text[...], from: index)) else { break }
                    index = text.index(after: end)
                    continue
                }
                guard ScriptDeclarations.isIdentifier(character) else {
                    index = text.index(after: index)
                    continue
                }
                let prop = text[index...].prefix(while: { ScriptDeclarations.isIdentifier($0) || $0 == "-" })
                index = prop.endIndex
                guard index < text.endIndex, text[index] == "=" else {
                    passed[String(prop)] = .other
                    continue
                }
                index = text.index(after: index)
                guard index < text.endIndex else { break }
                let start = text.index(after: index)
                switch text[index] {
                case "\"", "'":
                    guard let end = close(text[start...].firstIndex(of: text[index])) else { break attributes }
                    passed[String(prop)] = .text(String(text[start..<end]))
                    index = text.index(after: end)
                case "{":
                    guard let end = close(JSXTexts.closing(text[...], from: index)) else { break attributes }
                    passed[String(prop)] = .expression(String(text[start..<end]), names: names(at: index, in: scopes))
                    index = text.index(after: end)
                default: break attributes
                }
            }
            callers.append((String(name), spread ? nil : passed))
        }
        return callers
    }

    /// The names a component's props show, from every caller the project holds: each prop's
    /// texts, those of the callers that do not pass it being none (`""`: an absent prop shows
    /// nothing); nil for a prop some caller passes as something not known, or for all where a
    /// caller spreads an object. None where nothing calls it.
    static func props(of component: Component, callers: [Passed]) -> [String: [String]] {
        guard !callers.isEmpty, !callers.contains(where: { $0 == nil }) else { return [:] }
        var names: [String: [String]] = [:]
        let shown = component.props.contains { $0.hasSuffix(".") }
        let given = Set(callers.flatMap { $0?.keys.map { $0 } ?? [] }).filter { shown || component.props.contains($0) }
        for prop in given {
            var texts: [String] = []
            var known = true
            for caller in callers {
                switch caller?[prop] {
                case nil: texts.append("")
                case .text(let text): texts.append(text)
                case .expression(let written, let bound):
                    let each = Self.texts(Substring(written), names: bound)
                    texts += each ?? []
                    known = each != nil
                case .other: known = false
                }
                if !known { break }
            }
            guard known else { continue }
            if component.props.contains(prop) { names[prop] = compact(texts) }
            for holder in component.props where holder.hasSuffix(".") { names[holder + prop] = compact(texts) }
        }
        return names
    }
}
