import DesignTokens
import FontValues
import Foundation
import InputFiles
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
    /// An `@font-face`: the family, the first source a browser reads and the later ones, which it
    /// reads where that one is no font (`CSSScanner.browserSources`).
    typealias Face = (family: String, url: String, later: [String])

    struct Sheet {
        var file: String
        var rules: [Rule]
        var faces: [Face]
        /// SCSS variables set at the top level (`$body-size: 16px;`), and whether as `!default`.
        var variables: [(name: String, value: String, isDefault: Bool)]
        /// The properties that make a rule a usage when it sets one: a font's family or size (an
        /// element's classes, `TailwindClasses`, also its line height).
        var usageProperties = ["font-family", "font-size"]
        /// The sheets its top-level `@import`s name, as written, in order.
        var imports: [String] = []
        /// Its SCSS mixins without parameters (`@mixin brand-bold { font-family: Brand; }`): their
        /// own declarations, and the mixins they include as `@include`.
        var mixins: [(name: String, declarations: [String: String])] = []

        /// Whether it is a CSS module (`Home.module.css`, `.module.scss`): its class names are
        /// its own, given to elements by its import (`className={styles.title}`), never matching
        /// another sheet's `.title` or a template's `class="title"` (H: css-modules, Next.js,
        /// Vite).
        var isModule: Bool { Paths.name(file).lowercased().contains(".module.") }

        /// The key under which a top-level rule's selector shares values with other sheets' (`shared`).
        func sharingKey(_ selector: String) -> String { isModule ? file + "\u{0}" + selector : selector }
    }

    /// What a site's sheets set for all of them: the root's font size (`html`/`:root`, px or %
    /// of 16 px: `62.5%` makes 1rem 10 px; nil where it is set to a value not read, `clamp(2px,
    /// 0.4vw, 125px)`: rem is then not known), `:root`'s and `html`'s literal custom properties,
    /// SCSS variables, and what `body` (else `html`, `:root`) sets for every element to inherit.
    struct Document {
        var rootFontSize: Double? = 16
        var properties: [String: String] = [:]
        var family: String?
        var fontSize: Double?
        var lineHeight: String?
    }

    /// The usages of one sheet read alone.
    static func usages(_ text: String, file: String) -> (usages: [TextUsage], faces: [Face]) {
        let sheet = self.sheet(text, file: file)
        return (usages(sheet, document: document(of: [sheet]), shared: shared([sheet])), sheet.faces)
    }

    /// The usages of a site's sheets, each sheet's in order, read with what all of them set.
    static func usages(of sheets: [Sheet]) -> [[TextUsage]] {
        let document = document(of: sheets)
        let shared = shared(sheets)
        return sheets.map { usages($0, document: document, shared: shared) }
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
            // %, em and rem of the root are of the initial `medium`, 16 px (HTML5 Boilerplate's `1em`):
            // the document's rootFontSize is still that default here.
            document.rootFontSize = self.size(of: size.lowercased(), parent: 16, document: document)
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

    /// px, or rem against the root's font size (16 px unless `html` or `:root` sets one; not known
    /// where they set one not read).
    static func pixels(_ value: String, rootFontSize: Double? = 16) -> Double? {
        if value.hasSuffix("px") { return literalNumber(value.dropLast(2)) }
        if value.hasSuffix("rem") {
            return rootFontSize.flatMap { root in literalNumber(value.dropLast(3)).map { $0 * root } }
        }
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
        "-webkit-", "padding", "height", "width", "display", "float", "position", "clip",
    ]

    /// The properties that inherit and that a rule's usage reads, and custom properties: what rules of
    /// one selector in several sheets share.
    private static func isShared(_ property: String) -> Bool {
        property.hasPrefix("--") || ["font-family", "font-size", "line-height"].contains(property)
    }

    /// For each top-level selector of the sheets, the values its rules agree on: a rule of `.app` in
    /// one sheet matches the elements `.app` does in another (a CSS module's only its own).
    private static func shared(_ sheets: [Sheet]) -> [String: [String: String]] {
        var values: [String: [String: Set<String>]] = [:]
        for sheet in sheets {
            for rule in sheet.rules where rule.parent == nil && !rule.isDocument {
                for (property, value) in rule.declarations where isShared(property) {
                    values[sheet.sharingKey(rule.selector), default: [:]][property, default: []].insert(value)
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
            } else if let (name, rest) = scssVariable(value), let defined = properties(name) {
                value = defined + rest
            } else {
                return value
            }
        }
        return value
    }

    /// The SCSS variable a value begins with and what follows it, where that is nothing or a list's
    /// next items: `$body-font, sans-serif` is `$body-font` and `, sans-serif`; a module's variable
    /// (`vars.$body-font`, `@use "variables" as vars`) is the variable of that name, wherever the
    /// site defines it (U: one site's modules do not define one name differently, or it is not read).
    private static func scssVariable(_ value: String) -> (name: String, rest: Substring)? {
        guard let dollar = value.firstIndex(of: "$") else { return nil }
        let namespace = value[..<dollar]
        guard
            namespace.isEmpty
                || namespace.hasSuffix(".")
                    && namespace.dropLast().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
        else { return nil }
        let identifier = value[value.index(after: dollar)...].prefix {
            $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_"
        }
        let rest = value[identifier.endIndex...]
        guard !identifier.isEmpty, rest.isEmpty || rest.trimmed().hasPrefix(",") else { return nil }
        return ("$" + identifier, rest)
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
                // `html`, `:root` and `body` are the root's size (16 px, `medium`) but for their own.
                base = Computed(size: document.rootFontSize, properties: documentScope)
                parent = Computed(size: document.rootFontSize)
            } else {
                base = inheritedFromDocument
                parent = inheritedFromDocument
                if let others = shared[sheet.sharingKey(rule.selector)] {
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
            // A `::before` or `::after` shows its `content`: none is no usage.
            let generated = isGenerated(rule.selector) ? own["content"].map(generatedText) : nil
            if generated == .some("") { continue }
            // `font-size: 0` shows no text of its own (the gap between inline blocks removed): no usage.
            if let size = own["font-size"],
                Double(size.lowercased().trimmingCharacters(in: .letters.union(.init(charactersIn: "% ")))) == 0
            {
                continue
            }
            if isVisuallyHidden(own) { continue }
            var usage = TextUsage(
                file: sheet.file, line: rule.line, kind: .css(selector: String(rule.selector.prefix(60))),
                platform: .web)
            usage.column = rule.column
            usage.text = generated ?? nil
            usage.font = .name(families.split(separator: ",").map { unquoted(String($0)) }.first ?? "")
            usage.pointSize = style.size
            if usage.pointSize == nil, document.rootFontSize == nil, let rem = own["font-size"], rem.hasSuffix("rem") {
                usage.skipped = .unit(
                    property: "font-size", value: rem, expected: "known: the root's font-size is not a static px or %")
            } else if usage.pointSize == nil {
                usage.skipped = .notStatic(property: "font-size", expected: "px, rem, em or %")
            }
            usage.lineHeight = style.lineHeight ?? .normal
            // An em or % line height not read for want of the size: the size's reason stands.
            if let value = style.unreadLineHeight, usage.pointSize != nil {
                usage.skipped = .unit(
                    property: "line-height", value: value, expected: "unitless above 0, px, rem, em or %")
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
            readTextBox(own, into: &usage)
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

    /// A rule's `text-box` (or `text-box-trim` and `text-box-edge`): the edges the line box is
    /// trimmed to, said where it trims a clipping box; skipped where its edges are not modelled.
    private static func readTextBox(_ own: [String: String], into usage: inout TextUsage) {
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

    /// Whether a rule hides its box from sight and keeps it for screen readers (Bootstrap's
    /// `.sr-only` and `.visually-hidden`, Tailwind's `sr-only`, HTML5 Boilerplate's): an absolutely
    /// positioned box under `clip: rect(...)` of no area (H: CSS 2.1 §11.1.2, `clip` applies to
    /// absolutely positioned boxes only), or any box under `clip-path: inset(50%)` or more (H:
    /// css-masking-1). Its text is never drawn, so none of its ink can be seen cut: no usage.
    static func isVisuallyHidden(_ own: [String: String]) -> Bool {
        if let clip = own["clip"]?.lowercased(), clip.hasPrefix("rect("), clip.hasSuffix(")"),
            ["absolute", "fixed"].contains(own["position"]?.lowercased() ?? "")
        {
            let edges = clip.dropFirst(5).dropLast().split { $0 == "," || $0 == " " }.map {
                $0 == "0" ? 0 : pixels(String($0))
            }
            // rect(top, right, bottom, left): nothing shows where bottom <= top or right <= left.
            if edges.count == 4, let top = edges[0], let right = edges[1], let bottom = edges[2], let left = edges[3],
                bottom <= top || right <= left
            {
                return true
            }
        }
        if let path = own["clip-path"]?.lowercased(), path.hasPrefix("inset("), path.hasSuffix(")") {
            let insets = path.dropFirst(6).dropLast().split(separator: " ")
            if insets.count == 1, insets[0].hasSuffix("%"), let percent = literalNumber(insets[0].dropLast()),
                percent >= 50
            {
                return true
            }
        }
        return false
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

    /// Whether a selector names only `::before` or `::after` pseudo-elements (`:before`, CSS 2's
    /// spelling, too), each item of its list.
    static func isGenerated(_ selector: String) -> Bool {
        let ends = ["::before", "::after", ":before", ":after"]
        return selector.lowercased().split(separator: ",").allSatisfy { item in
            let item = item.trimmed()
            return ends.contains { item.hasSuffix($0) }
        }
    }

    /// The text a `::before` or `::after` shows (H: css-content-3 `content`): its strings joined, CSS
    /// escapes read (`"\201C"` is “), the alternative text after `/` left out; "" for `none`,
    /// `normal` and empty strings, which show no text; nil where anything else is part of it
    /// (`attr()`, `counter()`, `open-quote`, `url()`): not known.
    static func generatedText(_ value: String) -> String? {
        var text = String.UnicodeScalarView()
        var characters = value.unicodeScalars[...]
        while let first = characters.first {
            if first.properties.isWhitespace {
                characters.removeFirst()
            } else if first == "\"" || first == "'" {
                characters.removeFirst()
                while let next = characters.popFirst(), next != first {
                    if next == "\\" {
                        text.append(contentsOf: escaped(&characters))
                    } else {
                        text.append(next)
                    }
                }
            } else if first == "/" {
                break
            } else {
                let word = characters.prefix { !$0.properties.isWhitespace && $0 != "/" }
                guard text.isEmpty, ["none", "normal"].contains(String(String.UnicodeScalarView(word)).lowercased())
                else { return nil }
                characters = characters.dropFirst(word.count)
            }
        }
        return String(text)
    }

    /// The characters a CSS escape stands for, its `\` read (H: css-syntax-3 "consume an escaped
    /// code point"): up to six hex digits and one white space after them (zero, a surrogate or past
    /// U+10FFFF is U+FFFD), nothing for an escaped line break, else the character itself.
    private static func escaped(_ characters: inout Substring.UnicodeScalarView) -> [Unicode.Scalar] {
        let hex = characters.prefix(6).prefix { $0.properties.isASCIIHexDigit }
        guard !hex.isEmpty else {
            guard let next = characters.popFirst() else { return [] }
            return next == "\n" ? [] : [next]
        }
        characters = characters.dropFirst(hex.count)
        if characters.first?.properties.isWhitespace == true { characters.removeFirst() }
        let value = UInt32(String(String.UnicodeScalarView(hex)), radix: 16) ?? 0
        return [value == 0 ? "\u{FFFD}" : Unicode.Scalar(value) ?? "\u{FFFD}"]
    }

    static func unquoted(_ text: String) -> String {
        text.trimmed().trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
    }
}
