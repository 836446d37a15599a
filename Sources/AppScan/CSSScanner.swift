import DesignTokens
import FontValues
import Foundation
import LineBoxAnalysis

/// Style sheets (`.css`, and `.scss` read for its literal declarations): each rule that sets a
/// `font-family` or a `font-size`, with what it inherits as far as the sheets show it without a
/// DOM, its `line-height`, a fixed `height`, its box's sides, and the `@font-face` rules that map
/// families to files. A site's sheets are read together (`usages(of:)`): what `:root`, `html` and
/// `body` set in one applies to the rules of all. Anything else (calc(), keywords, a `var()` with
/// no literal definition) is skipped with its line.
enum CSSScanner {
    /// One rule, nested rules (CSS nesting, SCSS) flattened in source order.
    struct Rule {
        /// The selector as the cascade sees it: a nested one joined to its parent's (`&` replaced).
        var selector: String
        /// The line of its `{`, and its column (rules of a minified sheet share one line).
        var line: Int
        var column: Int
        /// Its own declarations by lowercased property (custom properties as written), `!important` dropped.
        var declarations: [String: String]
        /// The rule it is nested in: its element's ancestor, or the same element for `&:hover`.
        var parent: Int?
        var sameElement: Bool
        /// `html`, `:root` or `body` at the top level: what every element inherits from.
        var isDocument: Bool
        /// Whether it is a usage: nil where the properties it sets say (`Sheet.usageProperties`);
        /// a document's element is one where it holds text (`StyledDocuments`).
        var isUsage: Bool? = nil
    }

    /// A style sheet read once.
    struct Sheet {
        var file: String
        var rules: [Rule]
        var faces: [(family: String, url: String)]
        /// SCSS variables set at the top level (`$body-size: 16px;`), and whether as `!default`.
        var variables: [(name: String, value: String, isDefault: Bool)]
        /// The properties that make a rule a usage when it sets one: a font's family or size (an
        /// element's classes, `TailwindClasses`, also its line height).
        var usageProperties = ["font-family", "font-size"]
        /// The sheets its top-level `@import`s name, as written, in order.
        var imports: [String] = []
    }

    /// The sheet an `@import` names: its string or `url()` (`@import 'a.css' screen;`,
    /// `@import url("b.css") layer(base);`).
    static func importedURL(_ rest: Substring) -> String? {
        var value = rest.trimmed()
        if value.lowercased().hasPrefix("url("), let close = value.firstIndex(of: ")") {
            value = value[value.index(value.startIndex, offsetBy: 4)..<close].trimmed()
        }
        guard let quote = value.first else { return nil }
        if quote == "\"" || quote == "'" {
            let inner = value.dropFirst().prefix { $0 != quote }
            return inner.isEmpty ? nil : String(inner)
        }
        let bare = value.prefix { !$0.isWhitespace && $0 != ";" }
        return bare.isEmpty ? nil : String(bare)
    }

    /// The longhands the `font` shorthand sets (H: css-fonts-4, `font`): its style, weight and
    /// the like before the size, `size[/line-height]`, then the family list; what it does not
    /// name is reset (`line-height: normal`). Nil for a system font (`font: menu`), a `var()` or
    /// anything without a size and a family: the shorthand stays unread.
    static func fontShorthand(_ value: String) -> [String: String]? {
        guard !value.contains("var("), !value.contains("$") else { return nil }
        var words: [Substring] = []
        var start: String.Index?
        var quote: Character?
        var depth = 0
        var index = value.startIndex
        // The words before the family: split at white space outside quotes and brackets.
        while index < value.endIndex {
            let character = value[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
                start = start ?? index
            } else if character == "(" {
                depth += 1
                start = start ?? index
            } else if character == ")" {
                depth -= 1
            } else if character.isWhitespace, depth == 0 {
                if let begin = start { words.append(value[begin..<index]) }
                start = nil
            } else {
                start = start ?? index
            }
            index = value.index(after: index)
        }
        if let begin = start { words.append(value[begin...]) }
        // `25px/2`, `25px / 2` and `25px /2` alike.
        let joined = words.reduce(into: [String]()) { joined, word in
            if let last = joined.last, last.hasSuffix("/") || word.hasPrefix("/") {
                joined[joined.count - 1] = last + word
            } else {
                joined.append(String(word))
            }
        }
        let sizeUnits = ["px", "em", "rem", "%", "pt", "vw", "vh", "ex", "ch"]
        guard
            let sizeAt = joined.firstIndex(where: { word in
                let size = word.prefix { $0 != "/" }.lowercased()
                return keywordSizes[size] != nil || size.hasPrefix("calc(") || ["smaller", "larger"].contains(size)
                    || (sizeUnits.contains { size.hasSuffix($0) }
                        && literalNumber(size.prefix { $0.isNumber || $0 == "." }) != nil)
            }), sizeAt + 1 < joined.count
        else { return nil }
        let size = joined[sizeAt].split(separator: "/", maxSplits: 1).map { $0.trimmed() }
        var longhands = [
            "font-size": String(size[0]), "line-height": size.count > 1 ? String(size[1]) : "normal",
            "font-family": joined[(sizeAt + 1)...].joined(separator: " "), "font-style": "normal",
            "font-weight": "normal",
        ]
        for word in joined[..<sizeAt].map({ $0.lowercased() }) {
            if ["italic", "oblique"].contains(word) {
                longhands["font-style"] = word
            } else if ["bold", "bolder", "lighter"].contains(word) || Int(word) != nil {
                longhands["font-weight"] = word
            }
        }
        return longhands
    }

    /// What a site's sheets set for all of them: the root's font size (`html`/`:root`, px or %
    /// of 16 px: `62.5%` makes 1rem 10 px), `:root`'s and `html`'s literal custom properties,
    /// SCSS variables, and what `body` (else `html`, `:root`) sets for every element to inherit.
    struct Document {
        var rootFontSize = 16.0
        var properties: [String: String] = [:]
        var family: String?
        var fontSize: Double?
        var lineHeight: String?
    }

    /// The usages of one sheet read alone.
    static func usages(_ text: String, file: String) -> (usages: [TextUsage], faces: [(family: String, url: String)]) {
        let sheet = self.sheet(text, file: file)
        return (usages(sheet, document: document(of: [sheet]), shared: shared([sheet])), sheet.faces)
    }

    /// The usages of a site's sheets, each sheet's in order, read with what all of them set.
    static func usages(of sheets: [Sheet]) -> [[TextUsage]] {
        let document = document(of: sheets)
        let shared = shared(sheets)
        return sheets.map { usages($0, document: document, shared: shared) }
    }

    // MARK: Reading a sheet

    /// The sheet's rules, `@font-face` rules and top-level SCSS variables, in one pass that keeps
    /// strings, `url(...)` and brackets whole. Rules in `@media`, `@supports`, `@layer` and
    /// `@container` are read as if outside them; `@keyframes`, `@mixin`, `@function` and other
    /// at-rules' blocks, and SCSS placeholders (`%name`), are not rules of elements.
    static func sheet(_ text: String, file: String, scss: Bool? = nil) -> Sheet {
        let scss = scss ?? file.lowercased().hasSuffix(".scss")
        let source = withoutComments(text, lineComments: scss)
        var reader = SheetReader(scss: scss, lines: LineIndex(source))
        var segment = source.startIndex
        var quote: Character?
        var brackets = 0
        var index = source.startIndex
        while index < source.endIndex {
            let character = source[index]
            if let open = quote {
                if character == "\\" {
                    index = source.index(index, offsetBy: 2, limitedBy: source.endIndex) ?? source.endIndex
                    continue
                }
                if character == open || character == "\n" { quote = nil }
            } else {
                switch character {
                case "\"", "'": quote = character
                case "(": brackets += 1
                case ")": brackets = max(0, brackets - 1)
                case ";" where brackets == 0:
                    reader.statement(source[segment..<index])
                    segment = source.index(after: index)
                case "{" where brackets == 0:
                    reader.open(source[segment..<index].trimmed(), at: index, in: source)
                    segment = source.index(after: index)
                case "}" where brackets == 0:
                    reader.statement(source[segment..<index])
                    reader.close()
                    segment = source.index(after: index)
                default: break
                }
            }
            index = source.index(after: index)
        }
        return Sheet(
            file: file, rules: reader.rules, faces: reader.faces, variables: reader.variables, imports: reader.imports)
    }

    /// `sheet`'s state as it reads: the blocks open (a rule, an at-rule read through or skipped, an
    /// `@font-face`), and what it has found.
    private struct SheetReader {
        enum Frame {
            case rule(Int)
            case transparent
            case fontFace([String: String])
            case skipped
        }
        let scss: Bool
        let lines: LineIndex
        var stack: [Frame] = []
        /// Beside each frame, the rule nearest the top at that depth (transparent and skipped frames
        /// passed over): kept as frames are pushed, so no `{` looks down the stack.
        var enclosing: [Int?] = []
        var rules: [Rule] = []
        var faces: [(family: String, url: String)] = []
        var variables: [(name: String, value: String, isDefault: Bool)] = []
        var imports: [String] = []

        init(scss: Bool, lines: LineIndex) {
            self.scss = scss
            self.lines = lines
        }

        mutating func push(_ frame: Frame) {
            if case .rule(let index) = frame {
                enclosing.append(index)
            } else {
                enclosing.append(enclosing.last ?? nil)
            }
            stack.append(frame)
        }

        /// A declaration of the rule or `@font-face` open, or a top-level SCSS variable.
        mutating func statement(_ text: Substring) {
            let trimmed = text.trimmed()
            guard !trimmed.isEmpty else { return }
            switch stack.last {
            case .rule(let rule)?:
                if trimmed.hasPrefix("@apply"), trimmed.dropFirst(6).first?.isWhitespace == true {
                    // Tailwind's classes, read once the theme is known (`TailwindClasses.applied`).
                    let classes = trimmed.dropFirst(6).trimmed()
                    let before = rules[rule].declarations["@apply"].map { $0 + " " } ?? ""
                    rules[rule].declarations["@apply"] = String((before + classes).prefix(4_000))
                } else if let (property, value) = declaration(Substring(trimmed)) {
                    if property == "font", let longhands = CSSScanner.fontShorthand(value) {
                        rules[rule].declarations.merge(longhands) { _, shorthand in shorthand }
                    } else {
                        rules[rule].declarations[property] = value
                    }
                }
            case .fontFace(var declarations)?:
                if let (property, value) = declaration(Substring(trimmed)) {
                    declarations[property] = value
                    stack[stack.count - 1] = .fontFace(declarations)
                }
            case nil where trimmed.lowercased().hasPrefix("@import"):
                if let url = CSSScanner.importedURL(trimmed.dropFirst(7)) { imports.append(url) }
            case nil where scss && trimmed.hasPrefix("$"):
                guard let colon = trimmed.firstIndex(of: ":") else { return }
                var value = trimmed[trimmed.index(after: colon)...].trimmed()
                let isDefault = value.hasSuffix("!default")
                if isDefault { value = value.dropLast("!default".count).trimmed() }
                variables.append((String(trimmed[..<colon]).trimmed(), value, isDefault))
            default: break
            }
        }

        /// The block a `{` opens, by its header.
        mutating func open(_ header: String, at index: String.Index, in source: String) {
            let lowercased = header.lowercased()
            let parent = enclosing.last ?? nil
            if case .skipped? = stack.last {
                push(.skipped)
            } else if case .fontFace? = stack.last {
                push(.skipped)
            } else if lowercased == "@font-face" {
                push(.fontFace([:]))
            } else if ["@media", "@supports", "@layer", "@container", "@scope", "@document"].contains(where: {
                lowercased.hasPrefix($0)
            }) {
                push(.transparent)
            } else if header.hasPrefix("@") || header.hasPrefix("%") || header.isEmpty {
                push(.skipped)
            } else {
                // Kept to 200 characters: rules nested thousands deep cost no more than their text.
                let combined = String(
                    (parent.map { CSSScanner.combined(rules[$0].selector, header) } ?? header).prefix(200))
                rules.append(
                    Rule(
                        selector: combined, line: lines.line(of: index), column: lines.column(of: index, in: source),
                        declarations: [:], parent: parent, sameElement: parent != nil && isSameElement(header),
                        isDocument: parent == nil && documentSelectors(lowercased) != nil))
                push(.rule(rules.count - 1))
            }
        }

        /// A `}`: the block it closes, an `@font-face` kept as the family and its first `url(...)`.
        mutating func close() {
            _ = enclosing.popLast()
            if case .fontFace(let declarations)? = stack.popLast(),
                let family = declarations["font-family"].map(unquoted), let sources = declarations["src"],
                let url = sources.range(of: "url(").map({ sources[$0.upperBound...].prefix { $0 != ")" } })
            {
                faces.append((family, unquoted(String(url))))
            }
        }
    }

    /// The style sheet of a Vue or Svelte component: its `<style>` blocks (`lang="scss"` read as
    /// SCSS; Sass's indented syntax, Less and Stylus not read), everything else blanked with its
    /// newlines kept so that lines stay right. Nil when it has no block read.
    static func componentSheet(_ text: String, file: String) -> Sheet? {
        var sheet = ""
        var scss = false
        var found = false
        var cursor = text.startIndex
        // What is not a style block is blanked, a space for each UTF-16 unit, so that lines and
        // columns stay the file's.
        func blank(_ part: Substring) {
            for scalar in part.unicodeScalars {
                sheet += scalar == "\n" ? "\n" : scalar.value > 0xFFFF ? "  " : " "
            }
        }
        while let open = text.firstBytes(of: "<style", from: cursor),
            let tagEnd = text[open.upperBound...].firstIndex(of: ">"),
            let close = text.firstBytes(of: "</style>", from: tagEnd)
        {
            let attributes = text[open.upperBound..<tagEnd].lowercased().replacingOccurrences(of: "'", with: "\"")
            let language = attributes.range(of: "lang=\"").map {
                String(attributes[$0.upperBound...].prefix { $0 != "\"" })
            }
            let body = text.index(after: tagEnd)
            blank(text[cursor..<body])
            if language == nil || language == "css" || language == "scss" || language == "postcss" {
                sheet += text[body..<close.lowerBound]
                scss = scss || language == "scss"
                found = true
            } else {
                blank(text[body..<close.lowerBound])
            }
            cursor = close.lowerBound
        }
        return found ? self.sheet(sheet, file: file, scss: scss) : nil
    }

    /// A nested selector joined to its parent's: `&` replaced by it (`&:hover`, `&__title`), else a
    /// descendant (`.markdown h1`); a list on either side joined pairwise.
    static func combined(_ parent: String, _ child: String) -> String {
        let parents = parent.split(separator: ",").map { $0.trimmed() }
        let children = child.split(separator: ",").map { $0.trimmed() }
        return children.flatMap { child in
            parents.map { child.contains("&") ? child.replacingOccurrences(of: "&", with: $0) : "\($0) \(child)" }
        }.joined(separator: ", ")
    }

    /// `&:hover`, `&.active`, `&[open]`: the parent's own element, which inherits what the
    /// parent's parent gives it; `&__title`, `& p`, `& > p` are other elements, inside it.
    static func isSameElement(_ child: String) -> Bool {
        guard child.hasPrefix("&"), let next = child.dropFirst().first else { return child == "&" }
        return ":.[#".contains(next)
    }

    /// `property: value` with `!important` dropped (it orders the cascade, not the value), the
    /// property lowercased unless it is a custom one (CSS compares those as written).
    static func declaration(_ statement: Substring) -> (String, String)? {
        let parts = statement.split(separator: ":", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        var value = parts[1].trimmed()
        // `! important`, in any case, with any space between (CSS Syntax 3).
        if let bang = value.lastIndex(of: "!"),
            value[value.index(after: bang)...].trimmed().lowercased() == "important"
        {
            value = value[..<bang].trimmed()
        }
        let property = parts[0].trimmed()
        guard !property.isEmpty, !property.contains(" ") || property.hasPrefix("--") else { return nil }
        return (property.hasPrefix("--") ? property : property.lowercased(), value)
    }

    // MARK: What every element inherits

    /// What a site's sheets set for all of them. A custom property or an SCSS variable that the
    /// sheets define differently is not guessed (an SCSS `!default` gives way to a plain one).
    static func document(of sheets: [Sheet]) -> Document {
        var document = Document()
        var properties: [String: Set<String>] = [:]
        var settled: [String: Set<String>] = [:]  // SCSS variables set without !default
        var defaults: [String: Set<String>] = [:]
        var found: [String: [String: String]] = [:]  // html, :root, body: their declarations, later sheets over earlier
        for sheet in sheets {
            for variable in sheet.variables {
                if variable.isDefault {
                    defaults[variable.name, default: []].insert(variable.value)
                } else {
                    settled[variable.name, default: []].insert(variable.value)
                }
            }
            for rule in sheet.rules where rule.isDocument {
                for selector in documentSelectors(rule.selector.lowercased()) ?? [] {
                    found[selector, default: [:]].merge(rule.declarations) { _, later in later }
                    if selector != "body" {
                        for (name, value) in rule.declarations where name.hasPrefix("--") {
                            properties[name, default: []].insert(value)
                        }
                    }
                }
            }
        }
        for (name, values) in properties where values.count == 1 { document.properties[name] = values.first }
        for (name, values) in defaults.merging(settled, uniquingKeysWith: { _, settled in settled })
        where values.count == 1 {
            document.properties[name] = values.first
        }
        let value = { (selector: String, property: String) in
            found[selector]?[property].map { resolved($0) { document.properties[$0] } }
        }
        if let size = value("html", "font-size") ?? value(":root", "font-size") {
            if size.hasSuffix("%"), let percent = literalNumber(size.dropLast()) {
                document.rootFontSize = 16 * percent / 100
            } else if let pixels = pixels(size) ?? keywordSizes[size.lowercased()] {
                document.rootFontSize = pixels
            }
        }
        document.family = ["body", "html", ":root"].lazy.compactMap { value($0, "font-family") }.first
        // body's size (a percentage or em of the root's), else the root's own when html or :root sets one.
        let rootSets = found["html"]?["font-size"] != nil || found[":root"]?["font-size"] != nil
        document.fontSize =
            value("body", "font-size").flatMap { size(of: $0, parent: document.rootFontSize, document: document) }
            ?? (rootSets ? document.rootFontSize : nil)
        document.lineHeight = ["body", "html", ":root"].lazy.compactMap { value($0, "line-height") }.first
        return document
    }

    /// The document's elements a top-level selector names, `html`, `:root` and `body`, alone or in
    /// a list (`html, :host`: a shadow root's host is no element of the document); nil for any other.
    static func documentSelectors(_ selector: String) -> [String]? {
        let items = selector.split(separator: ",").map { $0.trimmed() }
        let named = items.filter { ["html", ":root", "body"].contains($0) }
        guard !named.isEmpty, items.allSatisfy({ named.contains($0) || $0 == ":host" }) else { return nil }
        return named
    }

    /// px, or rem against the root's font size (16 px unless `html` or `:root` sets one).
    static func pixels(_ value: String, rootFontSize: Double = 16) -> Double? {
        if value.hasSuffix("px") { return literalNumber(value.dropLast(2)) }
        if value.hasSuffix("rem") { return literalNumber(value.dropLast(3)).map { $0 * rootFontSize } }
        return nil
    }

    /// The absolute font-size keywords, in px, with the default font size (16 px) that they follow
    /// whatever the root sets: Firefox's, WebKit's and Chromium's computed sizes agree (H:
    /// `Tests/AppScanTests/Golden/font-size-keywords.json`, `scripts/golden/font_size_keywords.py`).
    static let keywordSizes: [String: Double] = [
        "xx-small": 9, "x-small": 10, "small": 13, "medium": 16, "large": 18, "x-large": 24, "xx-large": 32,
        "xxx-large": 48,
    ]

    /// A font size: px, rem, a keyword, or em and % of the parent's size when it is known.
    private static func size(of value: String, parent: Double?, document: Document) -> Double? {
        if let pixels = pixels(value, rootFontSize: document.rootFontSize) { return pixels }
        if let keyword = keywordSizes[value.lowercased()] { return keyword }
        if value.hasSuffix("rem") { return nil }
        if value.hasSuffix("em"), let factor = literalNumber(value.dropLast(2)[...]) {
            return parent.map { $0 * factor }
        }
        if value.hasSuffix("%"), let percent = literalNumber(value.dropLast()[...]) {
            return parent.map { $0 * percent / 100 }
        }
        return nil
    }

    // MARK: Usages

    /// A rule's font as the cascade gives it: its own values over what it inherits.
    private struct Computed {
        var family: String?
        var size: Double?
        /// The line height as inherited: a unitless factor stays one; px, and em or % computed at the
        /// size they were set with, are a length.
        var lineHeight: TokenLineHeight?
        /// A line height that could not be read, with its value.
        var unreadLineHeight: String?
        /// The custom properties the element has: its own and its ancestors' (they inherit).
        var properties = PropertyScope.empty
    }

    /// Custom properties (and SCSS variables) an element has: its rules' own over its ancestors'
    /// and the document's, looked up through a short chain of scopes, so that a rule that sets
    /// one never copies all it inherits (130,000 `:root` rules each copying the others' took 41 s
    /// and 9.7 GB). Every 32 scopes the chain above the document's is folded into one.
    final class PropertyScope: Sendable {
        private let own: [String: String]
        private let parent: PropertyScope?
        private let depth: Int

        static let empty = PropertyScope(own: [:], parent: nil, depth: 0)

        private init(own: [String: String], parent: PropertyScope?, depth: Int) {
            self.own = own
            self.parent = parent
            self.depth = depth
        }

        /// A scope of its own, the document's: the root of every chain.
        static func root(_ properties: [String: String]) -> PropertyScope {
            PropertyScope(own: properties, parent: nil, depth: 0)
        }

        /// This scope with `values` set over it.
        func adding(_ values: [String: String]) -> PropertyScope {
            guard !values.isEmpty else { return self }
            guard depth >= 32 else { return PropertyScope(own: values, parent: self, depth: depth + 1) }
            var chain: [PropertyScope] = []
            var scope = self
            while let parent = scope.parent {
                chain.append(scope)
                scope = parent
            }
            var folded: [String: String] = [:]
            for level in chain.reversed() { folded.merge(level.own) { _, nearer in nearer } }
            folded.merge(values) { _, nearer in nearer }
            return PropertyScope(own: folded, parent: scope, depth: 1)
        }

        subscript(name: String) -> String? {
            var scope: PropertyScope? = self
            while let current = scope {
                if let value = current.own[name] { return value }
                scope = current.parent
            }
            return nil
        }
    }

    /// Whether a usage reads the property (its own or one it inherits), by its beginning: the font's,
    /// the line's, the box's cut, padding, size and sides, and custom properties.
    static func isRead(_ property: String) -> Bool {
        readPrefixes.contains { property.hasPrefix($0) }
    }
    private static let readPrefixes = [
        "--", "font", "line-height", "letter-spacing", "text-", "overflow", "contain", "background-clip",
        "-webkit-", "padding", "height", "width", "display", "float", "position",
    ]

    /// The properties that inherit and that a rule's usage reads, and custom properties: what rules of
    /// one selector in several sheets share.
    private static func isShared(_ property: String) -> Bool {
        property.hasPrefix("--") || ["font-family", "font-size", "line-height"].contains(property)
    }

    /// For each top-level selector of the sheets, the values its rules agree on: a rule of `.app` in
    /// one sheet matches the elements `.app` does in another.
    private static func shared(_ sheets: [Sheet]) -> [String: [String: String]] {
        var values: [String: [String: Set<String>]] = [:]
        for sheet in sheets {
            for rule in sheet.rules where rule.parent == nil && !rule.isDocument {
                for (property, value) in rule.declarations where isShared(property) {
                    values[rule.selector, default: [:]][property, default: []].insert(value)
                }
            }
        }
        return values.mapValues { $0.compactMapValues { $0.count == 1 ? $0.first : nil } }
    }

    /// `declarations` over `base`: custom properties first (a rule's own apply to its values),
    /// `inherit` and `unset` taking the parent's value (these properties inherit), em and % of
    /// `parentSize`. Also the declarations with their custom properties replaced.
    private static func apply(
        _ declarations: [String: String], to base: Computed, parentSize: Double?, document: Document
    ) -> (computed: Computed, own: [String: String]) {
        var result = base
        result.properties = base.properties.adding(declarations.filter { $0.key.hasPrefix("--") })
        let own = declarations.mapValues { resolved($0) { result.properties[$0] } }.filter {
            !["inherit", "unset"].contains($0.value.lowercased())
        }
        if let family = own["font-family"] { result.family = family }
        if let value = own["font-size"] { result.size = size(of: value, parent: parentSize, document: document) }
        if let value = own["line-height"] {
            (result.lineHeight, result.unreadLineHeight) = lineHeight(value, size: result.size, document: document)
        }
        return (result, own)
    }

    /// A value with `var(--name)` (the whole value, or the first of a list: `var(--font-brand),
    /// sans-serif`) replaced by the custom property's value, 8 deep at most, or an SCSS `$name`
    /// by its variable's.
    static func resolved(_ value: String, _ properties: (String) -> String?) -> String {
        var value = value
        for _ in 0..<8 {
            if value.hasPrefix("var("), let close = closingParenthesis(of: value) {
                let rest = value[value.index(after: close)...].trimmed()
                guard rest.isEmpty || rest.hasPrefix(","),
                    let name = value[..<close].dropFirst(4).split(separator: ",").first.map({ $0.trimmed() }),
                    let defined = properties(name)
                else { return value }
                value = rest.isEmpty ? defined : defined + rest
            } else if value.hasPrefix("$"), let defined = properties(value) {
                value = defined
            } else {
                return value
            }
        }
        return value
    }

    /// The `)` that closes a value's first `(` (`var(--a, var(--b))`: the last), nil where none does.
    private static func closingParenthesis(of value: String) -> String.Index? {
        var depth = 0
        return value.firstIndex {
            depth += $0 == "(" ? 1 : $0 == ")" ? -1 : 0
            return depth == 0 && $0 == ")"
        }
    }

    static func usages(_ sheet: Sheet, document: Document, shared: [String: [String: String]])
        -> [TextUsage]
    {
        let documentScope = PropertyScope.root(document.properties)
        let inheritedFromDocument = Computed(
            family: document.family, size: document.fontSize,
            lineHeight: document.lineHeight.flatMap { lineHeight($0, size: document.fontSize, document: document).0 },
            properties: documentScope)
        // What the element of each rule has: its own values over those of its other rules (`&:hover`
        // is the element of its parent rule; `.app` in another sheet the same elements as `.app`)
        // and what its parent element gives it. A rule's parents come before it, so one pass in
        // order reads every chain, however deep.
        var computed: [(computed: Computed, own: [String: String])] = []
        computed.reserveCapacity(sheet.rules.count)
        for rule in sheet.rules {
            var base: Computed  // what applies before the rule's own values
            let parent: Computed  // the parent element's: what em and % are of
            if let enclosing = rule.parent {
                base = computed[enclosing].computed
                parent =
                    rule.sameElement
                    ? sheet.rules[enclosing].parent.map { computed[$0].computed } ?? inheritedFromDocument : base
            } else if rule.isDocument {
                base = Computed(properties: documentScope)
                parent = Computed(size: document.rootFontSize)
            } else {
                base = inheritedFromDocument
                parent = inheritedFromDocument
                if let others = shared[rule.selector] {
                    base = apply(others, to: base, parentSize: parent.size, document: document).computed
                }
            }
            computed.append(apply(rule.declarations, to: base, parentSize: parent.size, document: document))
        }
        var usages: [TextUsage] = []
        for (index, rule) in sheet.rules.enumerated() where usages.count <= AppScan.usageLimit {
            guard rule.isUsage ?? sheet.usageProperties.contains(where: { rule.declarations[$0] != nil }) else {
                continue
            }
            let (style, own) = computed[index]
            guard let families = style.family else { continue }
            var usage = TextUsage(
                file: sheet.file, line: rule.line, kind: .css(selector: String(rule.selector.prefix(60))),
                platform: .web)
            usage.column = rule.column
            usage.font = .name(families.split(separator: ",").map { unquoted(String($0)) }.first ?? "")
            usage.pointSize = style.size
            if usage.pointSize == nil {
                usage.skipped = .notStatic(property: "font-size", expected: "px, rem, em or %")
            }
            usage.lineHeight = style.lineHeight ?? .normal
            if let value = style.unreadLineHeight {
                usage.skipped = .unit(property: "line-height", value: value, expected: "unitless, px, rem, em or %")
            }
            let around = ancestors(of: index, in: sheet)
            (usage.overflow, usage.overflowReason, usage.padding) = cut(
                own, size: style.size, document: document, ancestors: around)
            // text-transform is inherited: the rule's own, else the nearest rule it is nested in.
            let transform = ([own] + around).lazy.compactMap { $0["text-transform"] }.first
            usage.allCaps = transform?.trimmed().lowercased() == "uppercase"
            if let height = own["height"] {
                if let fixed = pixels(height, rootFontSize: document.rootFontSize) {
                    usage.height = fixed
                } else if height != "auto" {
                    usage.skipped = .unit(property: "height", value: height, expected: "px or rem")
                }
            }
            usage.sides = sides(own)
            let textBox: Result<TextBox, TextBox.Problem>? =
                if let shorthand = own["text-box"] {
                    TextBox.parse(shorthand)
                } else if let trim = own["text-box-trim"] {
                    TextBox.parse(trim: trim, edge: own["text-box-edge"] ?? "auto")
                } else {
                    nil
                }
            switch textBox {
            case .success(let box):
                usage.textBox = box
                if box.trims, usage.overflow == .hidden, let reason = usage.overflowReason {
                    usage.overflowReason = reason + ", text-box: \(box.css)"
                }
            case .failure(.unmodelled(let edge)):
                usage.skipped = .unit(
                    property: "text-box-edge", value: edge,
                    expected: "text, cap or alphabetic: inkbox does not model ex or ideographic edges")
            case .failure(.invalid):
                usage.skipped = .unit(
                    property: "text-box", value: own["text-box"] ?? own["text-box-trim"] ?? "",
                    expected: "normal, or trim-start, trim-end or trim-both and text, cap or alphabetic edges")
            case nil: break
            }
            if let spacing = own["letter-spacing"] {
                if let parsed = LetterSpacing(spacing) {
                    usage.letterSpacing = parsed
                } else {
                    usage.skipped = .unit(property: "letter-spacing", value: spacing, expected: "normal, px, em or rem")
                }
            }
            usages.append(usage)
        }
        return usages
    }

    /// Whether a rule's box cuts its text, as its own declarations say (css-overflow-3, H): an
    /// `overflow` other than visible (`overflow-y`, or the shorthand's second or only value)
    /// clips at the padding box, `overflow: clip` at `overflow-clip-margin` beyond it, `contain:
    /// paint` (and strict, content) at the padding box, `background-clip: text` paints the glyphs
    /// only inside the border box. `text-overflow` and `-webkit-line-clamp` cut nothing alone
    /// (each applies only to a box whose overflow is not visible). `overflow: visible` is visible;
    /// anything else says nothing: nil, the web's default (visible; `--overflow` says otherwise),
    /// with what would cut it (an
    /// ancestor rule that clips does so at its own box, not the text's). Under a cut, the padding
    /// (px, rem, em of the element's size) is room before it.
    static func cut(_ own: [String: String], size: Double?, document: Document, ancestors: [[String: String]]) -> (
        ViewOverflow?, reason: String, padding: Edges
    ) {
        let overflow = (own["overflow-y"] ?? own["overflow"]?.split(separator: " ").last.map(String.init))?
            .lowercased()
        let contain = own["contain"]?.lowercased() ?? ""
        let backgroundClip = (own["background-clip"] ?? own["-webkit-background-clip"])?.lowercased()
        let reason: String
        var margin = 0.0
        if let overflow, overflow != "visible" {
            reason = "overflow: \(overflow)"
            if overflow == "clip", let value = own["overflow-clip-margin"] {
                margin = length(value, size: size, document: document) ?? 0
            }
        } else if contain.contains("paint") || contain == "strict" || contain == "content" {
            reason = "contain: \(contain)"
        } else if backgroundClip == "text" {
            reason = "background-clip: text"
        } else {
            let clipping = ancestors.first {
                ($0["overflow-y"] ?? $0["overflow"]).map { $0.lowercased() != "visible" } == true
            }
            let alone = own["text-overflow"] != nil || own["-webkit-line-clamp"] != nil
            return (
                overflow == "visible" ? .visible : nil,
                clipping != nil
                    ? "this rule sets no overflow; a rule it is nested in clips at its own box, not the text's"
                    : alone
                        ? "this rule sets no overflow: text-overflow and line-clamp cut nothing without it"
                        : "this rule sets no overflow: its box paints the ink whole (overflow: hidden would cut it)",
                .zero
            )
        }
        return (.hidden, reason, padding(own, size: size, document: document, extra: margin))
    }

    /// A rule's padding at each edge (`padding`, `padding-top`... and the logical block and inline
    /// ones, horizontal writing), plus `extra` at every edge.
    private static func padding(_ own: [String: String], size: Double?, document: Document, extra: Double) -> Edges {
        func value(_ text: String?) -> Double { text.flatMap { length($0, size: size, document: document) } ?? 0 }
        let all = (own["padding"] ?? "").split(separator: " ").map(String.init)
        let (top, right, bottom, left) = Edges.cssOrder(all) ?? ("0", "0", "0", "0")
        let block = (own["padding-block"] ?? "").split(separator: " ").map(String.init)
        let inline = (own["padding-inline"] ?? "").split(separator: " ").map(String.init)
        return Edges(
            top: value(own["padding-top"] ?? own["padding-block-start"] ?? block.first ?? top) + extra,
            bottom: value(own["padding-bottom"] ?? own["padding-block-end"] ?? block.last ?? bottom) + extra,
            left: value(own["padding-left"] ?? own["padding-inline-start"] ?? inline.first ?? left) + extra,
            right: value(own["padding-right"] ?? own["padding-inline-end"] ?? inline.last ?? right) + extra)
    }

    /// A length in px: px, rem against the root's size, em of the element's size; 0 is 0.
    private static func length(_ value: String, size: Double?, document: Document) -> Double? {
        let value = value.trimmed().lowercased()
        if value == "0" { return 0 }
        if let pixels = pixels(value, rootFontSize: document.rootFontSize) { return pixels }
        if value.hasSuffix("em"), let size, let factor = literalNumber(value.dropLast(2)[...]) { return size * factor }
        return nil
    }

    /// The declarations of the rules a rule is nested in, nearest first (a `&:hover` rule's are its element's own).
    private static func ancestors(of index: Int, in sheet: Sheet) -> [[String: String]] {
        var found: [[String: String]] = []
        var current = sheet.rules[index]
        while let parent = current.parent, found.count < 64 {
            current = sheet.rules[parent]
            found.append(current.declarations)
        }
        return found
    }

    /// A `line-height`: normal, a unitless factor, or a length (px, rem; em and % of the element's size).
    private static func lineHeight(_ value: String, size: Double?, document: Document) -> (
        TokenLineHeight?, unread: String?
    ) {
        if value == "normal" { return (.normal, nil) }
        if let factor = literalNumber(value[...]) { return (.multiplier(factor), nil) }
        if let fixed = pixels(value, rootFontSize: document.rootFontSize) { return (.fixed(fixed), nil) }
        if !value.hasSuffix("rem"), let size,
            let factor = value.hasSuffix("em")
                ? literalNumber(value.dropLast(2)[...])
                : value.hasSuffix("%") ? literalNumber(value.dropLast()[...]).map({ $0 / 100 }) : nil
        {
            return (.fixed(size * factor), nil)
        }
        return (nil, value)
    }

    /// How wide a rule's box is at its text's start and end. A shrink-to-fit box (inline-block,
    /// inline-flex, a float, absolute or fixed positioning, a fit-content width) hugs its text; a
    /// block, flex or grid container, or a box with a length width, is wider, with the text where
    /// `text-align` puts it. Anything else (an inline element, a flex item, whose width its
    /// parent decides) is not known from the rule.
    static func sides(_ declarations: [String: String]) -> ViewSides {
        let display = declarations["display"]?.lowercased() ?? ""
        let width = declarations["width"]?.lowercased() ?? ""
        let float = declarations["float"]?.lowercased() ?? "none"
        let position = declarations["position"]?.lowercased() ?? ""
        if ["inline-block", "inline-flex", "inline-grid", "inline-table", "table-cell"].contains(display)
            && !width.hasSuffix("px")
            || float != "none" && !width.hasSuffix("px") || ["absolute", "fixed"].contains(position) && width.isEmpty
            || ["fit-content", "max-content", "min-content"].contains(width)
        {
            return .hugs
        }
        guard
            ["block", "flex", "grid", "flow-root", "list-item"].contains(display) || width.hasSuffix("px")
                || width.hasSuffix("%")
                || width.hasSuffix("rem")
        else { return .unstated }
        switch declarations["text-align"]?.lowercased() {
        case "center"?: return .wider(aligned: .center)
        case "right"?, "end"?: return .wider(aligned: .end)
        default: return .wider(aligned: .start)
        }
    }

    static func unquoted(_ text: String) -> String {
        text.trimmed().trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
    }

    /// The text with each comment replaced by spaces (newlines kept, and as many spaces as the
    /// comment's UTF-16 units, so lines and columns stay right): `/* */`, and in SCSS `//` to the
    /// end of its line (not inside a string or `url(...)`). One pass over the bytes.
    static func withoutComments(_ text: String, lineComments: Bool = false) -> String {
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        let (slash, star, newline, space) = (
            UInt8(ascii: "/"), UInt8(ascii: "*"), UInt8(ascii: "\n"), UInt8(ascii: " ")
        )
        func blank(_ range: Range<Int>) {
            for byte in bytes[range] {
                if byte == newline {
                    result.append(newline)
                } else if byte & 0xC0 != 0x80 {  // one space a UTF-16 unit: two for a 4-byte character
                    result.append(space)
                    if byte >= 0xF0 { result.append(space) }
                }
            }
        }
        var index = 0
        var quote: UInt8?
        var brackets = 0
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open || byte == newline { quote = nil }
                result.append(byte)
                index += 1
                continue
            }
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            if byte == slash, next == star {
                var end = index + 2
                while end + 1 < bytes.count, !(bytes[end] == star && bytes[end + 1] == slash) { end += 1 }
                end = end + 1 < bytes.count ? end + 2 : bytes.count
                blank(index..<end)
                index = end
                continue
            }
            if lineComments, brackets == 0, byte == slash, next == slash {
                let end = bytes[index...].firstIndex(of: newline) ?? bytes.count
                blank(index..<end)
                index = end
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
            case UInt8(ascii: "("): brackets += 1
            case UInt8(ascii: ")"): brackets = max(0, brackets - 1)
            default: break
            }
            result.append(byte)
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
    }
}
