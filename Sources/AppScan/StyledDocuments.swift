import AuditPipeline
import DesignTokens
import Foundation
import InputFiles

/// HTML documents and the style sheets that style them: where a file holds the markup, each
/// element that holds text is a usage, with the style the cascade gives it (H: css-cascade-4):
/// the rules of the sheets it links (`<link rel="stylesheet">`, in order) and of its own
/// `<style>` blocks (after them, U) whose selectors match it (`CSSSelector`), by specificity and
/// then order, its `style` attribute over all; what it does not set, `font-*`, `line-height`,
/// `letter-spacing` and `text-transform` inherit from its parent (`CSSScanner`'s nesting, one
/// rule an element). `!important` is not weighed (the sheet reader drops it, U). Elements alike
/// (the same style) in one document are one usage, at the first, with all their texts. A rule
/// that matches an element of some document is read through it; one that matches none (its
/// elements are made by scripts) keeps its reading without a document. Both say which: an
/// element's usage is named by its tag (`<span class="day">`), a rule's by its selector.
enum StyledDocuments {
    struct Document: Sendable {
        var file: String
        var markup: HTMLMarkup
    }

    /// A rule by where it stands: its sheet's file, its line and column.
    struct RulePlace: Hashable {
        var file: String
        var line: Int
        var column: Int
    }

    /// The browser's own styles for text, under every rule of the project's whatever its
    /// specificity (the user-agent origin, H: css-cascade-4): the root's `medium` size (16 px),
    /// the headings' sizes and monospace for code (H: WHATWG HTML, "Rendering", 15.3.1 and
    /// 15.3.7), and form controls' own font, not inherited (Chromium `html.css` `font:
    /// -webkit-small-control`, Firefox `forms.css` `-moz-field`: the system font at 13.33 px).
    /// Not read: `small`'s `smaller`, headings in sections (U).
    static let userAgent = CSSScanner.sheet(
        """
        html { font-size: medium; }
        h1 { font-size: 2em; }
        h2 { font-size: 1.5em; }
        h3 { font-size: 1.17em; }
        h4 { font-size: 1em; }
        h5 { font-size: 0.83em; }
        h6 { font-size: 0.67em; }
        pre, code, kbd, samp, tt { font-family: monospace; }
        button, input, select, textarea { font-family: system-ui; font-size: 13.333333px; }
        """, file: "(the browser's)")

    /// Selector tests a document may take per element and rule it holds, and at least.
    static let testsPerItem = 64
    static let leastTests = 2_000_000

    /// A document's usages (named by its elements), the rules its elements matched, and a problem
    /// where it could not be matched whole (too many elements or tests: then no usage).
    static func usages(of document: Document, sheets: [CSSScanner.Sheet], selectors: inout SelectorCache)
        -> (usages: [TextUsage], matched: Set<RulePlace>, problem: String?)
    {
        let markup = document.markup
        if markup.truncated {
            return ([], [], "more than \(HTMLMarkup.elementLimit) elements (the limit): its rules are read without it")
        }
        let sheets = [userAgent] + sheets
        var budget = max(
            leastTests, testsPerItem * (markup.elements.count + sheets.reduce(0) { $0 + $1.rules.count }))
        var matched: Set<RulePlace> = []
        var rules: [CSSScanner.Rule] = []
        var deciders: [[String: String]] = []
        var styles: [Int] = []
        var interned: [StyleKey: Int] = [:]
        var firstWithText: [Int: Int] = [:]
        rules.reserveCapacity(markup.elements.count)
        let buckets = selectors.prepare(sheets)
        // How many of the element's ancestors have each key, kept along the path to it.
        var counts = [Int](repeating: 0, count: selectors.count)
        var path: [Int] = []
        var keys: [[Int]] = []
        keys.reserveCapacity(markup.elements.count)
        for (index, element) in markup.elements.enumerated() {
            while let last = path.last, last != element.parent {
                path.removeLast()
                for key in keys[last] { counts[key] -= 1 }
            }
            keys.append(selectors.keys(of: element))
            var found: [(specificity: Int, order: Int, sheet: Int, rule: Int)] = []
            for (position, bucket) in buckets.enumerated() {
                for key in keys[index] {
                    for entry in bucket[key] ?? [] where budget > 0 {
                        budget -= 1
                        guard entry.ancestors.allSatisfy({ counts[$0] > 0 }),
                            entry.selector.matches(index, in: markup, budget: &budget)
                        else { continue }
                        found.append((entry.selector.specificity, position << 32 | entry.rule, position, entry.rule))
                    }
                }
            }
            path.append(index)
            for key in keys[index] { counts[key] += 1 }
            guard budget > 0 else {
                return (
                    [], [], "too many selector tests to match its elements (the limit): its rules are read without it"
                )
            }
            let (declarations, decider) = cascade(
                found, sheets: sheets, element: element, inherited: element.parent.map { deciders[$0] } ?? [:],
                file: document.file, matched: &matched)
            deciders.append(decider)
            let isDocument = element.tag == "html" && element.parent == nil
            // Its style: what its parent's is and what it sets. An element's usage is computed
            // for the first with text of each (`named` gives the others theirs).
            let key = StyleKey(
                parent: element.parent.map { styles[$0] } ?? -1, declarations: declarations, decider: decider,
                isDocument: isDocument)
            let style = interned[key] ?? interned.count
            interned[key] = style
            styles.append(style)
            var rule = CSSScanner.Rule(
                selector: written(element), line: element.line, column: element.column, declarations: declarations,
                parent: element.parent, sameElement: false, isDocument: isDocument)
            let hasText = !element.text.isEmpty || !element.moreCharacters.isEmpty
            rule.isUsage = hasText && firstWithText[style] == nil
            if hasText, firstWithText[style] == nil { firstWithText[style] = index }
            rules.append(rule)
        }
        // CSSScanner reads so many usages a sheet, and no more.
        guard firstWithText.count <= AppScan.usageLimit else {
            return ([], [], "more than \(AppScan.usageLimit) styles of text (the limit): its rules are read without it")
        }
        let sheet = CSSScanner.Sheet(file: document.file, rules: rules, faces: [], variables: [])
        let found = CSSScanner.usages(sheet, document: CSSScanner.document(of: sheets), shared: [:])
        return (named(found, markup: markup, rules: rules, deciders: deciders, styles: styles), matched, nil)
    }

    /// An element's own declarations from the rules it matches (the browser's first, whatever
    /// their specificity: any of the project's win; then by specificity and order; its `style`
    /// attribute over all), and the rules that decided its `viaProperties`, over its parent's
    /// (`inherited`: they inherit). Each project rule matched is put in `matched`, once.
    private static func cascade(
        _ found: [(specificity: Int, order: Int, sheet: Int, rule: Int)], sheets: [CSSScanner.Sheet],
        element: HTMLMarkup.Element, inherited: [String: String], file: String, matched: inout Set<RulePlace>
    ) -> (declarations: [String: String], decider: [String: String]) {
        let ordered = found.sorted {
            ($0.sheet > 0 ? 1 : 0, $0.specificity, $0.order) < ($1.sheet > 0 ? 1 : 0, $1.specificity, $1.order)
        }
        var declarations: [String: String] = [:]
        var decider = inherited
        for item in ordered {
            let rule = sheets[item.sheet].rules[item.rule]
            if item.sheet > 0 {
                matched.insert(RulePlace(file: sheets[item.sheet].file, line: rule.line, column: rule.column))
            }
            for (property, value) in rule.declarations where CSSScanner.isRead(property) {
                declarations[property] = value
            }
            for property in rule.declarations.keys where viaProperties.contains(property) {
                decider[property] =
                    item.sheet > 0 ? "\(sheets[item.sheet].file):\(rule.line)" : "the browser's \(rule.selector)"
            }
        }
        if let style = element.attributes["style"] {
            let own = inlineDeclarations(style)
            declarations.merge(own) { _, inline in inline }
            for property in own.keys where viaProperties.contains(property) {
                decider[property] = "\(file):\(element.line)"
            }
        }
        return (declarations, decider)
    }

    /// An element's style: its parent's (as a number), what it sets and the rules that decided it.
    private struct StyleKey: Hashable {
        var parent: Int
        var declarations: [String: String]
        var decider: [String: String]
        var isDocument: Bool
    }

    /// The usages of a document's elements named by them, with their texts and the rules that
    /// decided their family, size and line height: each element with text, its style's usage
    /// (`found` holds one, the first's). An element in a generic family (the platform's font,
    /// which always matches) is not the project's to check, not listed.
    private static func named(
        _ found: [TextUsage], markup: HTMLMarkup, rules: [CSSScanner.Rule], deciders: [[String: String]],
        styles: [Int]
    ) -> [TextUsage] {
        let byPlace = Dictionary(
            markup.elements.enumerated().map { ("\($1.line):\($1.column)", $0) },
            uniquingKeysWith: { first, _ in first })
        var byStyle: [Int: TextUsage] = [:]
        for var usage in found {
            if case .name(let family)? = usage.font, FontIndex.genericFamilies.contains(family.lowercased()) {
                continue
            }
            guard let index = byPlace["\(usage.line):\(usage.column ?? 0)"] else { continue }
            var via: [String] = []
            for place in viaProperties.compactMap({ deciders[index][$0] }) where !via.contains(place) {
                via.append(place)
            }
            usage.via = via.isEmpty ? nil : via.joined(separator: ", ")
            byStyle[styles[index]] = usage
        }
        var usages: [TextUsage] = []
        for (index, element) in markup.elements.enumerated()
        where !element.text.isEmpty || !element.moreCharacters.isEmpty {
            guard var usage = byStyle[styles[index]] else { continue }
            (usage.line, usage.column) = (element.line, element.column)
            usage.kind = .fontReference(rules[index].selector)
            usage.text = element.text.isEmpty ? nil : element.text
            if !element.moreCharacters.isEmpty {
                usage.translations.append(TokenText(String(element.moreCharacters.sorted().map(Character.init))))
            }
            usages.append(usage)
        }
        return usages
    }

    /// The properties whose deciding rule a usage names (`via`), in its order; all inherit.
    private static let viaProperties = ["font-family", "font-size", "line-height"]

    /// Usages of the same style as one, at the first, with the others' texts: each text once, and
    /// past `textLimit` texts the characters the others add, as one text (each character is
    /// checked; a side overhang only at the ends of the texts kept).
    static func alike(_ usages: [Alike]) -> [Alike] {
        struct Group {
            var usage: TextUsage
            var count: Int
            var texts: Set<String> = []
            var characters: Set<Unicode.Scalar> = []
            var more: Set<Unicode.Scalar> = []
        }
        func style(_ usage: TextUsage) -> TextUsage {
            var style = usage
            (style.file, style.line, style.column, style.text, style.translations, style.kind, style.via) = (
                "", 0, nil, nil, [], .css(selector: ""), nil
            )
            return style
        }
        var groups: [Group] = []
        var byKey: [Double: [Int]] = [:]  // by size: what most styles differ by
        for (usage, count) in usages {
            let key = usage.pointSize ?? -1
            let plain = style(usage)
            let texts = ([usage.text].compactMap { $0 } + usage.translations.map(\.text))
            guard let same = byKey[key]?.first(where: { style(groups[$0].usage) == plain }) else {
                byKey[key, default: []].append(groups.count)
                var group = Group(usage: usage, count: count)
                group.texts = Set(texts)
                group.characters = Set(texts.flatMap(\.unicodeScalars))
                groups.append(group)
                continue
            }
            groups[same].count += count
            for text in texts where groups[same].texts.insert(text).inserted {
                if groups[same].texts.count <= textLimit {
                    groups[same].usage.translations.append(TokenText(text))
                    groups[same].characters.formUnion(text.unicodeScalars)
                } else {
                    groups[same].more.formUnion(text.unicodeScalars.filter { !groups[same].characters.contains($0) })
                }
            }
        }
        return groups.map { group in
            var usage = group.usage
            if !group.more.isEmpty {
                usage.translations.append(TokenText(String(group.more.sorted().map(Character.init))))
            }
            return (usage, group.count)
        }
    }

    /// A usage and how many elements it stands for.
    typealias Alike = (usage: TextUsage, count: Int)

    /// The usage of alike elements named by the first and how many more: `<p> and 11 more alike`.
    static func named(_ alike: Alike) -> TextUsage {
        var usage = alike.usage
        if alike.count > 1, case .fontReference(let written) = usage.kind {
            usage.kind = .fontReference(written + " and \(alike.count - 1) more alike")
        }
        return usage
    }

    /// Rules no document links (a bundler joins their sheets to the markup) whose selector ends
    /// in one class (`.flag__text`, `.nav .nav__link`) take the texts of the templates' elements
    /// that carry that class (`ScanIndex.classTexts`: HTML, Vue, Svelte, Astro, JSX), where each
    /// such element's text is known, read as a body is (`JSXTexts`; `{{ lastBlockId }}` digits
    /// where the project declares it a number); where one is not, or none carries it, the text stays not
    /// known. U: that the rule styles those elements (its ancestors and a scoped sheet's
    /// component are not matched).
    static func templateTexts(_ usages: [TextUsage], _ classTexts: [String: [String?]], numbers: Set<String>)
        -> [TextUsage]
    {
        guard !classTexts.isEmpty else { return usages }
        return usages.map { usage in
            guard usage.text == nil, case .css(let selector) = usage.kind, selector.utf8.count < 60,
                !selector.contains(","), let last = selector.split(whereSeparator: { " >+~".contains($0) }).last,
                last.first == ".", last.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || "_-".contains($0) }),
                let found = classTexts[String(last.dropFirst())], !found.isEmpty
            else { return usage }
            // Each read as a body is (`JSXTexts`): Vue's and Angular's `{{ count }}` as `{count}`,
            // a name the project declares a number its digits.
            var read: [String] = []
            for body in found {
                guard let body,
                    let each = JSXTexts.texts(
                        Substring(
                            body.replacingOccurrences(of: "{{", with: "{").replacingOccurrences(of: "}}", with: "}")),
                        names: JSXTexts.Names(numbers: numbers))
                else { return usage }
                read += each
            }
            let texts = JSXNames.compact(read)
            guard let first = texts.first, !first.isEmpty else { return usage }
            var usage = usage
            usage.text = first
            usage.translations = texts.dropFirst().map { TokenText($0) }
            usage.addNote(
                "its text is that of the \(found.count) template element\(found.count == 1 ? "" : "s") of class \(last)"
            )
            return usage
        }
    }

    /// The texts a usage of alike elements keeps whole.
    static let textLimit = 100

    /// An element as a usage names it: `<span id="x" class="day today">`, 100 characters at most.
    private static func written(_ element: HTMLMarkup.Element) -> String {
        var written = "<" + element.tag
        if let id = element.id { written += " id=\"\(id)\"" }
        if let classes = element.attributes["class"], !classes.isEmpty {
            written += " class=\"\(classes.split(whereSeparator: \.isBlank).joined(separator: " "))\""
        }
        return String(written.prefix(99)) + ">"
    }

    /// A `style` attribute's declarations, properties lowercased, `!important` dropped.
    static func inlineDeclarations(_ style: String) -> [String: String] {
        var declarations: [String: String] = [:]
        for item in style.split(separator: ";") {
            guard let colon = item.firstIndex(of: ":") else { continue }
            let property = item[..<colon].trimmed().lowercased()
            var value = item[item.index(after: colon)...].trimmed()
            if value.lowercased().hasSuffix("!important") { value = value.dropLast(10).trimmed() }
            if !property.isEmpty, !value.isEmpty { declarations[property] = String(value) }
        }
        return declarations
    }

    /// A `<link>`'s `href` as a sheet's path below the scanned folder: relative to the document's
    /// folder (`../css/site.css`), or `/`-rooted as written (`resolved(among:)` finds it); nil for
    /// another site's (`https:`, `//cdn...`) or a `data:` URL.
    static func link(_ href: String, from folder: String) -> String? {
        let path = String(href.prefix { $0 != "?" && $0 != "#" })
        guard !path.isEmpty, !path.contains("://"), !path.hasPrefix("//"), !path.lowercased().hasPrefix("data:")
        else { return nil }
        if path.hasPrefix("/") { return path }
        var parts: [Substring] = folder.split(separator: "/")
        for part in path.split(separator: "/") {
            if part == ".." {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            } else if part != "." {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    /// A linked sheet with those it imports (`@import`, relative to it), each before it, theirs
    /// before theirs, 8 deep at most; each sheet once.
    static func imported(_ file: String, sheets: [CSSScanner.Sheet], seen: inout Set<String>, depth: Int = 0)
        -> [CSSScanner.Sheet]
    {
        guard depth < 8, seen.insert(file).inserted, let sheet = sheets.first(where: { $0.file == file }) else {
            return []
        }
        let folder = Paths.folder(file)
        let files = sheets.map(\.file)
        var found: [CSSScanner.Sheet] = []
        for url in sheet.imports {
            guard let path = link(url, from: folder).flatMap({ resolved($0, among: files, document: file) }) else {
                continue
            }
            found += imported(path, sheets: sheets, seen: &seen, depth: depth + 1)
        }
        return found + [sheet]
    }

    /// A linked path among the sheets read: itself; a `/`-rooted one, the sheet whose path ends
    /// with it nearest the document (a site served from `public/` or `static/`, U).
    static func resolved(_ link: String, among files: [String], document: String) -> String? {
        guard link.hasPrefix("/") else { return files.contains(link) ? link : nil }
        let candidates = files.filter { $0 == link.dropFirst() || $0.hasSuffix(link) }
        return candidates.max { shared($0, document) < shared($1, document) }
    }

    private static func shared(_ a: String, _ b: String) -> Int {
        zip(a.split(separator: "/"), b.split(separator: "/")).prefix { $0 == $1 }.count
    }
}

/// Each sheet's selectors, parsed once and bucketed by their rightmost compound's key (`#id`,
/// `.class`, a tag, `*`), each with the keys its ancestors must have (a compound before a
/// descendant or child combinator: a sibling's ancestors are the element's too), so that an
/// element tries only the selectors that may match it, as browsers do. Keys are numbers.
struct SelectorCache {
    struct Entry {
        var rule: Int
        var selector: CSSSelector
        var ancestors: [Int]
    }
    private var buckets: [String: [Int: [Entry]]] = [:]
    private var numbers: [String: Int] = ["*": 0]

    /// How many keys are numbered.
    var count: Int { numbers.count }

    /// Each sheet's buckets, by key number.
    mutating func prepare(_ sheets: [CSSScanner.Sheet]) -> [[Int: [Entry]]] {
        sheets.map { sheet in
            let key = "\(sheet.file)\u{0}\(sheet.rules.count)"  // the base sheets have no file
            if let bucket = buckets[key] { return bucket }
            var bucket: [Int: [Entry]] = [:]
            for (index, rule) in sheet.rules.enumerated() {
                for selector in CSSSelector.list(rule.selector[...]) ?? [] {
                    var ancestors: [Int] = []
                    for (compound, combinator) in zip(selector.compounds, selector.combinators)
                    where combinator == .descendant || combinator == .child {
                        for key in Self.keys(of: compound) { ancestors.append(number(key)) }
                    }
                    bucket[number(selector.key), default: []].append(
                        Entry(rule: index, selector: selector, ancestors: ancestors))
                }
            }
            buckets[key] = bucket
            return bucket
        }
    }

    /// The numbers of an element's keys the sheets know: `*`, its tag, its classes, its id.
    func keys(of element: HTMLMarkup.Element) -> [Int] {
        var keys = [0]
        if let tag = numbers[element.tag] { keys.append(tag) }
        for name in element.classes { if let key = numbers["." + name], !keys.contains(key) { keys.append(key) } }
        if let id = element.id, let key = numbers["#" + id] { keys.append(key) }
        return keys
    }

    private mutating func number(_ key: String) -> Int {
        if let known = numbers[key] { return known }
        numbers[key] = numbers.count
        return numbers.count - 1
    }

    private static func keys(of compound: CSSSelector.Compound) -> [String] {
        var keys = compound.tag.map { [$0] } ?? []
        for condition in compound.conditions {
            switch condition {
            case .id(let id): keys.append("#" + id)
            case .className(let name): keys.append("." + name)
            default: break
            }
        }
        return keys
    }
}
